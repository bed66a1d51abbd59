import { bookingQueries } from '../client/api/booking-queries';
import { storeQueries } from '../client/api/store-queries';
import { useT } from '../client/app/site-context';
import { PageFrame } from '../client/components/PageFrame';
import { HappeningList } from '../client/features/happening/HappeningList';
import type { LoadContext, PageModule } from './types';

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

/** /happening/services: beauty classes, services and store events to book. */
function Services() {
  const t = useT();
  return (
    <PageFrame className="happening-page" title={t('services.title')} lead={t('services.lead')}>
      <HappeningList />
    </PageFrame>
  );
}

const services: PageModule = {
  load: async (ctx) => {
    await loadHappening(ctx);
    return { title: ctx.t('services.title') };
  },
  Page: Services,
};
export default services;
