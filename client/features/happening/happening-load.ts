import { bookingQueries } from '../../api/booking-queries';
import { storeQueries } from '../../api/store-queries';
import type { LoadContext } from '../../../routes/types';

/**
 * What both happening lists show, fetched on the server (the same for every visitor of the
 * site and language: the HTML is shared). The banners and the stores (the sidebar's store name)
 * may fail without failing the page: they are asked again in the browser.
 */
export async function loadHappening(ctx: LoadContext): Promise<void> {
  await Promise.all([
    ctx.queryClient.fetchQuery(bookingQueries.activities(ctx.api, ctx)),
    ctx.queryClient.fetchQuery(bookingQueries.groups(ctx.api, ctx)),
    ctx.queryClient.prefetchQuery(bookingQueries.banners(ctx.api, ctx)),
    ctx.queryClient.prefetchQuery(storeQueries.stores(ctx.api, ctx)),
  ]);
}
