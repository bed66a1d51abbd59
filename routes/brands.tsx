import { useQuery } from '@tanstack/react-query';
import type { ListingContext } from '../client/api/listing-queries';
import { queries } from '../client/api/queries';
import { useRoute } from '../client/app/router';
import { useSite } from '../client/app/site-context';
import { Link } from '../client/components/Link';
import { NotFoundPage } from '../client/components/NotFoundPage';
import { PageFrame } from '../client/components/PageFrame';
import type { Params } from './match';
import { notFound } from './outcome';
import { categoryTrail, ListingPage, loadCategories, loadListing } from './shared/listing-page';
import type { PageModule } from './types';

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
  load: async (ctx) => {
    const brands = ctx.queryClient.fetchQuery(queries.brands(ctx.api, ctx)).catch(() => undefined);
    if (!ctx.params.slug) {
      await brands;
      return { title: ctx.t('brands.title') };
    }
    const [list, tree, listed] = await Promise.all([
      brands,
      loadCategories(ctx),
      loadListing(ctx, contextOf(ctx.params)),
    ]);
    const brand = list?.items.find((item) => item.slug === ctx.params.slug);
    const trail = categoryTrail(tree, categoryPath(ctx.params));
    if (!brand || !trail || !listed) notFound();
    return { title: trail.length ? `${brand.name} ${trail[trail.length - 1].name}` : brand.name };
  },
  Page: Brands,
};
export default brands;
