import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { BrandList } from '../client/api/contract';
import { queries } from '../client/api/queries';
import { useRoute } from '../client/app/router';
import { useSite } from '../client/app/site-context';
import { EmptyState } from '../client/components/EmptyState';
import { Link } from '../client/components/Link';
import { NotFoundPage } from '../client/components/NotFoundPage';
import { PageFrame } from '../client/components/PageFrame';
import type { PageModule } from './types';

function cachedBrands(queryClient: QueryClient): BrandList | undefined {
  return queryClient.getQueriesData<BrandList>({ queryKey: ['brands'] }).find(([, data]) => data)?.[1];
}

/** /brands: the A-Z directory. /brands/{slug}/...: one brand (its listing comes with the catalogue). */
function Brands() {
  const site = useSite();
  const { params } = useRoute();
  const brands = useQuery(queries.brands(site.api, site));
  if (!brands.data) return <p className="loading">{site.t('common.loading')}</p>;
  if (!params.slug) {
    return (
      <PageFrame title={site.t('brands.title')} lead={site.t('brands.count', { count: brands.data.total })}>
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
  const brand = brands.data.items.find((item) => item.slug === params.slug);
  if (!brand) return <NotFoundPage />;
  return (
    <PageFrame title={brand.name} lead={brand.houseBrand ? site.t('brands.houseBrand') : undefined}>
      <EmptyState message={site.t('listing.noProducts')}>
        <Link href="/brands">{site.t('brands.all')}</Link>
      </EmptyState>
    </PageFrame>
  );
}

const brands: PageModule = {
  title: (t, location, queryClient) =>
    location.params.slug ? (cachedBrands(queryClient)?.items.find((b) => b.slug === location.params.slug)?.name ?? t('notFound.title')) : t('brands.title'),
  status: (location, queryClient) =>
    !location.params.slug || cachedBrands(queryClient)?.items.some((b) => b.slug === location.params.slug) ? 200 : 404,
  load: async (ctx) => {
    await ctx.queryClient.prefetchQuery(queries.brands(ctx.api, ctx));
  },
  Page: Brands,
};
export default brands;
