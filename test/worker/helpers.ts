import { SELF } from 'cloudflare:test';

/** Fetches through the real worker without following redirects. */
export function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return SELF.fetch(new URL(url, 'http://localhost').href, { headers, redirect: 'manual' });
}

/** The `<title>` of an HTML document, with character references decoded. */
export function titleOf(html: string): string | undefined {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return raw
    ?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');
}

/** The embedded page data (`<script type="application/json" id="__page">`), parsed. */
export function pageDataOf(html: string): {
  page: Record<string, unknown>;
  payload: { state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
} {
  const match = /<script type="application\/json" id="__page">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no page data');
  return JSON.parse(match[1]);
}

/** Set-Cookie headers by cookie name. */
export function cookiesOf(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => [line.split('=')[0], line]),
  );
}
