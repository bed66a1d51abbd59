import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { placeOrder, type PlaceOrderBody } from '../../api/checkout-queries';
import type { OrderAnswer } from '../../api/order-contract';
import { newIdempotencyKey } from '../../api/shopper-queries';
import { useSite } from '../../app/site-context';
import { readRefusal, type Refusal } from './refusal';

export type Placement =
  | { kind: 'placed'; answer: OrderAnswer }
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'busy' };

/**
 * Placing the order, safe against a double submit (docs/business-rules.md#idempotency). One attempt
 * is one body: it gets its Idempotency-Key when first sent, and keeps it while the same body is
 * sent again after an answer that was lost (offline, a fault of ours) or that said the first
 * request is still in flight, so the API answers the order it placed instead of placing another.
 * Any other answer ends the attempt; a changed body is a new attempt with a new key. While a
 * request is out, another submit (a double click, Enter twice) does nothing.
 */
export function usePlacement() {
  const { api, t } = useSite();
  const client = useQueryClient();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const place = useCallback(
    async (body: PlaceOrderBody): Promise<Placement> => {
      if (inFlight.current) return { kind: 'busy' };
      inFlight.current = true;
      setBusy(true);
      // Compared in memory only: the body (its card with it) is never kept anywhere else.
      const sent = JSON.stringify(body);
      if (attempt.current?.body !== sent)
        attempt.current = { key: newIdempotencyKey(), body: sent };
      try {
        const answer = await placeOrder({ api, client }, attempt.current.key, body);
        attempt.current = null;
        return { kind: 'placed', answer };
      } catch (error) {
        const refusal = readRefusal(error, t);
        if (!refusal.sameAttempt) attempt.current = null;
        setBusy(false);
        return { kind: 'refused', refusal };
      } finally {
        inFlight.current = false;
      }
    },
    [api, client, t],
  );

  return { place, busy };
}
