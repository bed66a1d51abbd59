import { useQuery } from '@tanstack/react-query';
import type { ListingContext } from '../client/api/listing-queries';
import { queries } from '../client/api/queries';
import { useRoute } from '../client/app/router';
import { useSite } from '../client/app/site-context';
import { NotFoundPage } from '../client/components/NotFoundPage';
import type { Params } from './match';
import { notFound } from './outcome';
import { categoryTrail, ListingPage, loadCategories, loadListing } from './shared/listing-page';
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
  load: async (ctx) => {
    const [tree, listed] = await Promise.all([
      loadCategories(ctx),
      loadListing(ctx, contextOf(ctx.params)),
    ]);
    const category = categoryTrail(tree, pathOf(ctx.params))?.at(-1);
    if (!category || !listed) notFound();
    return { title: category.name };
  },
  Page: Categories,
};
export default categories;
