import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { BrandList } from '../client/api/contract';
import type { ListingContext } from '../client/api/listing-queries';
import { queries } from '../client/api/queries';
import { useRoute } from '../client/app/router';
import { useSite } from '../client/app/site-context';
import { Link } from '../client/components/Link';
import { NotFoundPage } from '../client/components/NotFoundPage';
import { PageFrame } from '../client/components/PageFrame';
import type { Params } from './match';
import {
  cachedCategories,
  categoryTrail,
  ListingPage,
  listingFailed,
  loadListing,
} from './shared/listing-page';
import type { PageModule } from './types';

function cachedBrands(queryClient: QueryClient): BrandList | undefined {
  return queryClient
    .getQueriesData<BrandList>({ queryKey: ['brands'] })
    .find(([, data]) => data)?.[1];
}

function categoryPath(params: Params): string[] {
  return [params.top, params.category, params.sub].filter((part): part is string => Boolean(part));
}

function contextOf(params: Params): ListingContext {
  const path = categoryPath(params);
  return {
    endpoint: 'variants',
    brand: params.slug,
    category: path.length ? path.join('/') : undefined,
  };
}

/** The brand and category names of a brand page, or undefined when either is unknown. */
function describe(queryClient: QueryClient, params: Params) {
  const brand = cachedBrands(queryClient)?.items.find((item) => item.slug === params.slug);
  const trail = categoryTrail(cachedCategories(queryClient), categoryPath(params));
  return brand && trail ? { brand, trail } : undefined;
}

function BrandDirectory() {
  const site = useSite();
  const brands = useQuery(queries.brands(site.api, site));
  if (!brands.data) return <p className="loading">{site.t('common.loading')}</p>;
  return (
    <PageFrame
      title={site.t('brands.title')}
      lead={site.t('brands.count', { count: brands.data.total })}
    >
      <ul className="brand-directory">
        {brands.data.items.map((brand) => (
          <li key={brand.id}>
            <Link href={`/brands/${brand.slug}`}>{brand.name}</Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}

/** /brands: the A-Z directory. /brands/{slug}/{top?}/{category?}/{sub?}: the brand's listing. */
function Brands() {
  const site = useSite();
  const { params } = useRoute();
  const brands = useQuery(queries.brands(site.api, site));
  const categories = useQuery(queries.categories(site.api, site));
  if (!params.slug) return <BrandDirectory />;
  const brand = brands.data?.items.find((item) => item.slug === params.slug);
  const trail = categoryTrail(categories.data?.items, categoryPath(params));
  if (!brand || !trail) return <NotFoundPage />;
  const crumbs = [
    { name: site.t('brands.title'), href: '/brands' },
    { name: brand.name, href: `/brands/${brand.slug}` },
    ...trail.map((node) => ({ name: node.name, href: `/brands/${brand.slug}/${node.path}` })),
  ];
  const title = trail.length ? `${brand.name} ${trail[trail.length - 1].name}` : brand.name;
  return (
    <ListingPage
      title={title}
      crumbs={crumbs}
      context={contextOf(params)}
      categoryLevel={Math.min(trail.length + 1, 3)}
      lead={brand.houseBrand ? <p className="lead">{site.t('brands.houseBrand')}</p> : undefined}
    />
  );
}

const brands: PageModule = {
  title: (t, location, queryClient) => {
    if (!location.params.slug) return t('brands.title');
    const found = describe(queryClient, location.params);
    if (!found) return t('notFound.title');
    return found.trail.length
      ? `${found.brand.name} ${found.trail[found.trail.length - 1].name}`
      : found.brand.name;
  },
  status: (location, queryClient) =>
    !location.params.slug || (describe(queryClient, location.params) && !listingFailed(queryClient))
      ? 200
      : 404,
  load: async (ctx) => {
    const lookups = [ctx.queryClient.prefetchQuery(queries.brands(ctx.api, ctx))];
    if (ctx.params.slug)
      lookups.push(
        ctx.queryClient.prefetchQuery(queries.categories(ctx.api, ctx)),
        loadListing(ctx, contextOf(ctx.params)),
      );
    await Promise.all(lookups);
  },
  Page: Brands,
};
export default brands;
