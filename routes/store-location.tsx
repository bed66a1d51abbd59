import { useQuery } from '@tanstack/react-query';
import { bookingQueries } from '../client/api/booking-queries';
import { storeQueries } from '../client/api/store-queries';
import { useRoute } from '../client/app/router';
import { useSite } from '../client/app/site-context';
import { NotFoundPage } from '../client/components/NotFoundPage';
import { StoreDetail } from '../client/features/stores/StoreDetail';
import { StoreLocator } from '../client/features/stores/StoreLocator';
import { notFound } from './outcome';
import { StoreActivities } from '../client/features/happening/booking';
import type { PageModule } from './types';

/**
 * /store-locations: the store locator; /store-locations/{slug}: one store of the site, found by
 * its slug in the site's list (the shared, cached GET store-locations the locator reads too). An
 * unknown slug, or another site's store, is the 404 page. One route and one chunk for both: the
 * route table is in every page's first load, which is at its budget. The list is the same for
 * every visitor, so the server renders it; open now, today, distance and the selected store are
 * worked out in the browser after hydration.
 */
function StoreLocation() {
  const site = useSite();
  const { params } = useRoute();
  const stores = useQuery(storeQueries.stores(site.api, site));
  if (!params.slug) return <StoreLocator />;
  const store = stores.data?.items.find((item) => item.slug === params.slug);
  if (store)
    return (
      <StoreDetail store={store}>
        <StoreActivities storeId={store.id} />
      </StoreDetail>
    );
  if (stores.data || stores.isError || site.status === 404) return <NotFoundPage />;
  return <p className="loading">{site.t('common.loading')}</p>;
}

const storeLocation: PageModule = {
  load: async (ctx) => {
    const stores = await ctx.queryClient.fetchQuery(storeQueries.stores(ctx.api, ctx));
    if (!ctx.params.slug) return { title: ctx.t('store.title') };
    const store = stores.items.find((item) => item.slug === ctx.params.slug);
    if (!store) notFound();
    // What can be booked there: in the HTML too; a failure leaves the store's page standing.
    await ctx.queryClient.prefetchQuery(
      bookingQueries.activities(ctx.api, ctx, { storeId: store.id }),
    );
    return { title: store.name };
  },
  Page: StoreLocation,
};
export default storeLocation;
