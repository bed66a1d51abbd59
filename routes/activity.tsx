import { useQuery } from '@tanstack/react-query';
import { bookingQueries } from '../client/api/booking-queries';
import { storeQueries } from '../client/api/store-queries';
import { useRoute } from '../client/app/router';
import { useSite } from '../client/app/site-context';
import { NotFoundPage } from '../client/components/NotFoundPage';
import { activityPath, kindOfPath } from '../client/lib/booking-states';
import { notFound, redirectTo } from './outcome';
import { ActivityPage } from '../client/features/happening/booking';
import type { PageModule } from './types';

/** The id of the path, when it is one (decimal digits only, as the API takes it). */
function idOf(value: string | undefined): number | undefined {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * /happening/{events|classes|services}/{id}: one activity of the site and its booking flow. The
 * HTML is shared (`cache: 'shared'`): the activity and the stores are the same for every
 * visitor; the flow (the visitor, the clock, the free times) comes after hydration. An unknown
 * id, or another site's, is the 404 page; an activity under another kind's path is sent to its
 * own.
 */
function Activity() {
  const site = useSite();
  const { params } = useRoute();
  const id = idOf(params.id);
  const activity = useQuery({
    ...bookingQueries.activity(site.api, site, id ?? 0),
    enabled: id !== undefined,
  });
  if (activity.data) return <ActivityPage activity={activity.data} />;
  if (id === undefined || activity.data === null || activity.isError || site.status === 404)
    return <NotFoundPage />;
  return <p className="loading">{site.t('common.loading')}</p>;
}

const activity: PageModule = {
  load: async (ctx) => {
    const id = idOf(ctx.params.id);
    if (id === undefined) notFound();
    const [found] = await Promise.all([
      ctx.queryClient.fetchQuery(bookingQueries.activity(ctx.api, ctx, id)),
      ctx.queryClient.prefetchQuery(storeQueries.stores(ctx.api, ctx)),
    ]);
    if (!found) notFound();
    if (kindOfPath(ctx.path) !== found.kind) {
      const to = activityPath(found.kind, found.id);
      return redirectTo(ctx.search ? `${to}?${ctx.search}` : to, 301);
    }
    return { title: found.name };
  },
  Page: Activity,
};
export default activity;
