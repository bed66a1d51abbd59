/**
 * A layout's version: the start of the SHA-256 of its JSON (WebCrypto). Equal layouts have equal
 * versions however often the cache refreshes them, so a browser that holds the current layout
 * is never sent it again (`_payload.json?layout=<version>`, worker/render/prepare.ts).
 */
export async function layoutVersion(layout: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(layout));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest.subarray(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
