import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../api/query-keys';
import { useSite } from '../../app/site-context';

/**
 * The bag stays the same across tabs: a tab that changed the bag says so on the
 * `bag` BroadcastChannel, and every other tab of the site refetches its bag queries (the header
 * count, the mini-bag, the bag page) while it shows the bag page or the mini-bag. A tab never
 * acts on its own message. Every bag query, the header's count included, also refetches when its
 * window gets focus, which covers the other pages and browsers without BroadcastChannel.
 */
const CHANNEL = 'bag';

/**
 * This tab's name on the channel. A channel delivers to every other channel object of the same
 * name, this tab's own listener included: the message names its tab, and a tab ignores its own
 * (it has the answer already; refetching would only repeat the requests).
 */
const TAB = Math.random().toString(36).slice(2);

/** Tells the other tabs the bag changed. */
export function announceBagChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(TAB);
  channel.close();
}

/** Refetches this site's bag queries (the header count too) when another tab changes the bag. */
export function useBagSync(): void {
  const site = useSite();
  const client = useQueryClient();
  const { country, language } = site;
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === TAB) return;
      void client.invalidateQueries({ queryKey: queryKeys.bagCount({ country, language }) });
      void client.invalidateQueries({ queryKey: queryKeys.bag({ country, language }) });
    };
    return () => channel.close();
  }, [client, country, language]);
}
