/**
 * The URL of a page's data: `{path}/_payload.json`. Its own module (path rules only, no
 * imports) so that the site middleware can recognise one without importing the render,
 * which would close the cycle api → site middleware → render → server API → api.
 */
export const PAYLOAD_SUFFIX = '/_payload.json';

/** The page path a payload URL is for: `/brands/x/_payload.json` is `/brands/x`, `/_payload.json` is `/`. */
export function payloadTarget(path: string): string {
  return path.slice(0, -PAYLOAD_SUFFIX.length) || '/';
}
