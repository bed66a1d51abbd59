import type { ListingContext } from '../client/api/listing-queries';
import { useSite } from '../client/app/site-context';
import { EmptyState } from '../client/components/EmptyState';
import { useSelection } from '../client/features/listing/ListingView';
import { parseSelection } from '../client/lib/listing-url';
import { ListingPage, loadListing } from './shared/listing-page';
import { PageFrame } from '../client/components/PageFrame';
import type { PageModule } from './types';

const CONTEXT: ListingContext = { endpoint: 'search' };

/** /search?q=: search results, a listing with the same filters and sorts. */
function Search() {
  const site = useSite();
  const selection = useSelection();
  if (!selection.q) {
    return (
      <PageFrame title={site.t('listing.results')}>
        <EmptyState message={site.t('listing.searchEmptyQuery')} />
      </PageFrame>
    );
  }
  const title = site.t('listing.searchTitle', { q: selection.q });
  return (
    <ListingPage
      title={title}
      crumbs={[{ name: title, href: '/search' }]}
      context={CONTEXT}
      categoryLevel={1}
    />
  );
}

const search: PageModule = {
  load: async (ctx) => {
    const q = parseSelection(new URLSearchParams(ctx.search)).q;
    if (!q) return { title: ctx.t('listing.results') };
    await loadListing(ctx, CONTEXT);
    return { title: ctx.t('listing.searchTitle', { q }) };
  },
  Page: Search,
};
export default search;
