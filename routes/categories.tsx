import { useQuery } from '@tanstack/react-query';
import type { ListingContext } from '../client/api/listing-queries';
import { queries } from '../client/api/queries';
import { useRoute } from '../client/app/router';
import { useSite } from '../client/app/site-context';
import { NotFoundPage } from '../client/components/NotFoundPage';
import type { Params } from './match';
import {
  cachedCategories,
  categoryTrail,
  ListingPage,
  listingFailed,
  loadListing,
} from './shared/listing-page';
import type { PageModule } from './types';

function pathOf(params: Params): string[] {
  return [params.top, params.category, params.sub].filter((part): part is string => Boolean(part));
}

function contextOf(params: Params): ListingContext {
  return { endpoint: 'variants', category: pathOf(params).join('/') };
}

/** /categories/{top}/{category?}/{sub?}: every brand's products in a category. */
function Categories() {
  const site = useSite();
  const { params } = useRoute();
  const categories = useQuery(queries.categories(site.api, site));
  const trail = categoryTrail(categories.data?.items, pathOf(params));
  if (!trail?.length) return <NotFoundPage />;
  const crumbs = trail.map((node) => ({ name: node.name, href: `/categories/${node.path}` }));
  return (
    <ListingPage
      title={trail[trail.length - 1].name}
      crumbs={crumbs}
      context={contextOf(params)}
      categoryLevel={Math.min(trail.length + 1, 3)}
    />
  );
}

const categories: PageModule = {
  title: (t, location, queryClient) =>
    categoryTrail(cachedCategories(queryClient), pathOf(location.params))?.at(-1)?.name ??
    t('notFound.title'),
  status: (location, queryClient) =>
    categoryTrail(cachedCategories(queryClient), pathOf(location.params))?.length &&
    !listingFailed(queryClient)
      ? 200
      : 404,
  load: async (ctx) => {
    await Promise.all([
      ctx.queryClient.prefetchQuery(queries.categories(ctx.api, ctx)),
      loadListing(ctx, contextOf(ctx.params)),
    ]);
  },
  Page: Categories,
};
export default categories;
