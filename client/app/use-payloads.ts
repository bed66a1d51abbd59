import { useCallback, useRef } from 'react';
import { payloadUrl } from '../lib/navigation';
import type { PagePayload, PayloadRedirect } from './payload';

/** A `_payload.json` answer: the page's data, or where it answers instead (a 409). */
export async function readPayload(response: Response): Promise<PagePayload | PayloadRedirect> {
  if (response.status === 409) {
    const moved = (await response.json()) as Partial<PayloadRedirect>;
    if (typeof moved.redirect !== 'string') throw new Error('payload 409');
    return { redirect: moved.redirect };
  }
  if (!response.ok && response.status !== 404) throw new Error(`payload ${response.status}`);
  return (await response.json()) as PagePayload;
}

/**
 * The pages' data as the router fetches it: one request per URL while it is wanted (a prefetch
 * and the click that follows share it), forgotten when it fails. `layoutVersion` is the layout
 * in the query cache, moved on by each payload that brought a new one.
 */
export function usePayloads(buildId: string, initialLayoutVersion: string | undefined) {
  const payloads = useRef(new Map<string, Promise<PagePayload | PayloadRedirect>>());
  const layoutVersionRef = useRef(initialLayoutVersion);
  const fetchPayload = useCallback(
    (url: URL) => {
      const key = payloadUrl(url, buildId, layoutVersionRef.current);
      let pending = payloads.current.get(key);
      if (!pending) {
        pending = fetch(key, { headers: { accept: 'application/json' } }).then(readPayload);
        pending.catch(() => payloads.current.delete(key));
        payloads.current.set(key, pending);
        // Payloads are for the next click, not an archive: keep the last few only.
        if (payloads.current.size > 20)
          payloads.current.delete(payloads.current.keys().next().value as string);
      }
      return pending;
    },
    [buildId],
  );
  return [fetchPayload, layoutVersionRef] as const;
}
