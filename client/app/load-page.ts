import type { PageModule } from '../../routes/types';
import type { PagePayload, PayloadRedirect } from './payload';
import { redirectTarget } from './redirect-target';

/**
 * What a client navigation does once the next page's chunk and data have settled:
 * - `render`: both arrived, for this build;
 * - `document`: let the server answer the URL as a document (no data for it: offline, moved, a
 *   fault; or it answers elsewhere, and `replace` keeps a back-button press from coming back);
 * - `newer-build`: the data is from a newer release, so this page's code is stale;
 * - `chunk-failed`: the route's code did not load (a deploy removed it, or the network).
 */
export type PageLoad =
  | { kind: 'render'; module: PageModule; payload: PagePayload }
  | { kind: 'document'; href: string; replace: boolean }
  | { kind: 'newer-build'; href: string }
  | { kind: 'chunk-failed'; error: unknown };

export async function settlePageLoad(input: {
  url: URL;
  chunk: Promise<{ default: PageModule }>;
  data: Promise<PagePayload | PayloadRedirect>;
  buildId: string;
  /** A back or forward press, which a redirect replaces rather than adds to. */
  pop: boolean;
  here: { href: string; origin: string };
}): Promise<PageLoad> {
  const { url } = input;
  let module;
  try {
    module = await input.chunk;
  } catch (error) {
    return { kind: 'chunk-failed', error };
  }
  let payload;
  try {
    payload = await input.data;
  } catch {
    return { kind: 'document', href: url.href, replace: false };
  }
  // A page that answers elsewhere (sign in first, a moved page) is loaded as a document, so the
  // server answers it with its own status and no loop can start in the browser.
  if ('redirect' in payload)
    return {
      kind: 'document',
      href: redirectTarget(payload.redirect, url.href, input.here),
      replace: input.pop,
    };
  if (payload.buildId !== input.buildId) return { kind: 'newer-build', href: url.href };
  return { kind: 'render', module: module.default, payload };
}
