import type { ListingContext } from '../client/api/listing-queries';
import { useSite } from '../client/app/site-context';
import { EmptyState } from '../client/components/EmptyState';
import { useSelection } from '../client/features/listing/ListingView';
import { parseSelection } from '../client/lib/listing-url';
import { ListingPage, loadListing } from './shared/listing-page';
import { PageFrame } from '../client/components/PageFrame';
import type { PageModule } from './types';

const CONTEXT: ListingContext = { endpoint: 'search/' };

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
  title: (t, location) => {
    const q = parseSelection(new URLSearchParams(location.search)).q;
    return q ? t('listing.searchTitle', { q }) : t('listing.results');
  },
  load: async (ctx) => {
    if (parseSelection(new URLSearchParams(ctx.search)).q) await loadListing(ctx, CONTEXT);
  },
  Page: Search,
};
export default search;
