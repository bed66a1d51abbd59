import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { facetsQuery, listingQuery, type ListingContext } from '../../api/listing-queries';
import { useAnnounce } from '../../app/announcer';
import { useRoute, useRouter } from '../../app/router';
import { useSite } from '../../app/site-context';
import { EmptyState } from '../../components/EmptyState';
import { Link } from '../../components/Link';
import { ProductCard } from '../../components/ProductCard';
import {
  hasFilters,
  parseSelection,
  selectionParams,
  withoutFilters,
  type ListingSelection,
} from '../../lib/listing-url';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { FilterDrawer } from './FilterDrawer';
import { FilterPanel } from './FilterPanel';
import { clearFixed, keptFields, listingHref } from './listing-href';
import { ListingBar } from './ListingBar';
import { usePendingChoice } from './use-pending-choice';

interface ListingViewProps {
  context: ListingContext;
  /** Filters the page itself applies (a sale page shows sale items only). */
  fixed?: Partial<ListingSelection>;
  /** The level of the category options offered (children of the page's category). */
  categoryLevel: number;
}

/** The selection of the current URL, with the page's fixed filters. */
export function useSelection(fixed?: Partial<ListingSelection>): ListingSelection {
  const { search } = useRoute();
  return { ...parseSelection(new URLSearchParams(search)), ...fixed };
}

/**
 * A product listing: filter panel, five sorts, "Show more" with the counter
 * `1-N of M results`, and a no-results message with a way back. The selection lives in the
 * URL: a change is a client navigation (so back and forward restore it), rendered on the
 * server for a first visit.
 */
export function ListingView({ context, fixed, categoryLevel }: ListingViewProps) {
  const site = useSite();
  const { t } = site;
  const router = useRouter();
  const { path, search } = useRoute();
  const selection = useSelection(fixed);
  const listing = useSuspenseInfiniteQuery(listingQuery(site.api, site, context, selection));
  const facets = useQuery(facetsQuery(site.api, site, context, selection));
  const announce = useAnnounce();
  const headingId = useId();
  const grid = useRef<HTMLUListElement>(null);
  // The index of the first card "Show more" is loading, until it has rendered and has focus.
  const firstNew = useRef<number | null>(null);
  const { pending, choose } = usePendingChoice(search);
  const shown = pending ?? selection;
  const current = new URLSearchParams(search);

  const hrefFor = (next: ListingSelection) => listingHref(path, current, next, fixed);
  const go = (next: ListingSelection) => {
    choose(next);
    router.navigate(hrefFor(next), { keepScroll: true });
  };

  const pages = listing.data.pages;
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  const counter = (shownCount: number) =>
    total ? t('listing.counter', { from: 1, to: shownCount, total }) : t('listing.noProducts');

  // Focus goes to the first new card once it is in the DOM: the button keeps its place below
  // them, and from <body> or the button the next Tab would skip every new product.
  useEffect(() => {
    const from = firstNew.current;
    if (from === null || items.length <= from) return;
    firstNew.current = null;
    grid.current?.children[from]
      ?.querySelector<HTMLElement>('a[href]:not([tabindex="-1"])')
      ?.focus();
  }, [items.length]);

  // A filter or sort change (not "Show more", which says its own) is said once its results show.
  const resultsKey = selectionParams({ ...selection, page: 1 }).toString();
  const saidKey = useRef(resultsKey);
  // Only a new selection is news; the counter it says is read as of that render.
  const sayResults = useEffectEvent(() => announce(counter(items.length)));
  useEffect(() => {
    if (saidKey.current === resultsKey) return;
    saidKey.current = resultsKey;
    sayResults();
  }, [resultsKey]);

  const showMore = async () => {
    firstNew.current = items.length;
    const result = await listing.fetchNextPage();
    const loaded = result.data?.pages ?? pages;
    router.navigate(hrefFor({ ...selection, page: loaded.length }), { shallow: true });
    announce(counter(loaded.flatMap((page) => page.items).length));
  };

  return (
    <div className="listing">
      <FilterDrawer count={total}>
        <FilterPanel
          facets={facets.data}
          selection={shown}
          categoryLevel={categoryLevel}
          brandPage={Boolean(context.brand)}
          onChange={go}
          action={path}
          hidden={keptFields(selection, current)}
        />
      </FilterDrawer>
      <section className="listing-results" aria-labelledby={headingId} aria-busy={pending !== null}>
        {/* The level between the page's h1 and the cards' h3s. */}
        <h2 id={headingId} className="visually-hidden">
          {t('listing.results')}
        </h2>
        <ListingBar shown={shown} count={items.length} total={total} onChange={go} />
        {items.length === 0 ? (
          <EmptyState message={t('listing.noProducts')}>
            <p>{t('listing.tryAgain')}</p>
            {hasFilters({ ...selection, ...clearFixed(fixed) }) ? (
              <Link className="button" href={hrefFor(withoutFilters(selection))}>
                {t('listing.reset')}
              </Link>
            ) : null}
          </EmptyState>
        ) : (
          <ul className="product-grid" ref={grid}>
            {items.map((card, index) => (
              <li key={card.id}>
                <ProductCard
                  card={card}
                  position={index}
                  actions={<WishlistHeart productId={card.id} productName={card.name} />}
                />
              </li>
            ))}
          </ul>
        )}
        {listing.hasNextPage ? (
          <p className="show-more">
            <button
              type="button"
              className="button"
              onClick={showMore}
              disabled={listing.isFetchingNextPage}
              aria-busy={listing.isFetchingNextPage}
            >
              {listing.isFetchingNextPage ? t('listing.loadingMore') : t('listing.showMore')}
            </button>
          </p>
        ) : null}
      </section>
    </div>
  );
}
