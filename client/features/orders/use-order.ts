import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { orderQueries } from '../../api/order-queries';
import { useRouter } from '../../app/router';
import { useSite } from '../../app/site-context';
import { pollDelay, pollingOver } from './polling';
import { redirectFor, type AskedView } from './order-views';

/**
 * The order a page shows (prefetched by the route's `load()`), asked again with backoff while
 * its payment is awaited (./polling.ts) and when the tab comes back into view; once its state
 * belongs on another alias the page moves there, in place of this one in the history (a QR
 * paid in the bank app turns into the confirmation by itself).
 */
export function useOrder(number: string, asked: AskedView) {
  const site = useSite();
  const router = useRouter();
  const waiting = asked === 'payment_instruction' || asked === 'payment_pending';
  const started = useRef<number | null>(null);
  useEffect(() => {
    started.current = Date.now();
  }, []);
  const query = useQuery({
    ...orderQueries.order(site.api, site, number),
    refetchInterval: (current) => {
      const answer = current.state.data;
      if (!waiting || !answer || answer.order.state !== 'payment_pending') return false;
      const now = Date.now();
      if (pollingOver(now, answer.payment.expiresAt)) return false;
      return pollDelay(now - (started.current ?? now));
    },
    refetchOnWindowFocus: waiting ? 'always' : false,
  });

  const answer = query.data;
  const followed = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!answer) return;
    const to = redirectFor(asked, answer.order);
    if (!to || followed.current === to) return;
    followed.current = to;
    router.navigate(to, { replace: true });
  }, [answer, asked, router]);
  return query;
}
