import type { QueryClient } from '@tanstack/react-query';
import type { Layout } from '../client/api/contract';
import { useRoute } from '../client/app/router';
import { useSite } from '../client/app/site-context';
import { useLayout } from '../client/app/use-layout';
import { EmptyState } from '../client/components/EmptyState';
import { Link } from '../client/components/Link';
import { NotFoundPage } from '../client/components/NotFoundPage';
import { PageFrame } from '../client/components/PageFrame';
import type { PageModule } from './types';

function categoryName(layout: Layout | undefined, slug: string | undefined): string | undefined {
  const menu = layout?.header.menus.find((item) => item.id === 'categories');
  return menu?.children?.find((item) => item.id === `category-${slug}`)?.label;
}

function cachedLayout(queryClient: QueryClient): Layout | undefined {
  return queryClient.getQueriesData<Layout>({ queryKey: ['layout'] }).find(([, data]) => data)?.[1];
}

/** /categories/{top}/{category?}/{sub?}: a category listing (its products come with the catalogue). */
function Categories() {
  const site = useSite();
  const layout = useLayout();
  const { params } = useRoute();
  const name = categoryName(layout, params.top);
  if (!name) return <NotFoundPage />;
  return (
    <PageFrame title={name}>
      <EmptyState message={site.t('listing.noProducts')}>
        <Link href="/brands">{site.t('brands.all')}</Link>
      </EmptyState>
    </PageFrame>
  );
}

const categories: PageModule = {
  title: (t, location, queryClient) => categoryName(cachedLayout(queryClient), location.params.top) ?? t('notFound.title'),
  status: (location, queryClient) => (categoryName(cachedLayout(queryClient), location.params.top) ? 200 : 404),
  Page: Categories,
};
export default categories;
