import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductCard } from '../../../client/api/catalogue-contract';
import { ListingView } from '../../../client/features/listing/ListingView';
import { announcement, liveRegions, renderInSite } from '../render-app';
import { scriptedApi } from './shopper-fetch';

afterEach(cleanup);

function card(id: number): ProductCard {
  return {
    id,
    slug: `product-${id}`,
    name: `Product ${id}`,
    brand: { slug: 'solenne', name: 'Solenne' },
    variantId: id * 10,
    image: '/images/p/makeup/c0507a.svg',
    shadeCount: 1,
    price: { amount: 2500, currency: 'SGD' },
    compareAt: null,
    rating: { average: 4, count: 3 },
    flags: { new: false, exclusive: false, limited: false, onSale: false, cncOnly: false },
    inStock: true,
    launchAt: null,
    priority: null,
  };
}

const ids = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const page = (number: number, items: number[]) => ({
  body: { items: items.map(card), total: 30, page: number, perPage: 24, pages: 2, ignored: [] },
});

function renderListing() {
  const api = scriptedApi({
    'GET variants': [page(1, ids(1, 24)), page(2, ids(25, 30))],
    'GET wishlist/': { body: { productIds: [], items: [] } },
    // The filter panel's counts: none to show in these tests, but asked for.
    'GET products/filters/': {
      body: {
        brands: [],
        categories: [],
        price: [],
        others: [],
        sale: { count: 0 },
        currency: 'SGD',
      },
    },
  });
  return renderInSite(
    <>
      <h1>Solenne</h1>
      <Suspense fallback={null}>
        <ListingView context={{ endpoint: 'variants', brand: 'solenne' }} categoryLevel={1} />
      </Suspense>
    </>,
    { path: '/brands/solenne', fetcher: api.fetcher },
  );
}

describe('ListingView', () => {
  it('“Show more” moves focus to the first new card, so the next Tab does not skip the new products', async () => {
    renderListing();
    const more = await screen.findByRole('button', { name: 'Show more' });
    more.focus();
    fireEvent.click(more);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Product 25' })),
    );
  });

  it('says the new counter in the page’s one live region (hearts and counter have none of their own)', async () => {
    renderListing();
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(announcement()).toBe('1-30 of 30 results'));
    expect(
      screen.getAllByRole('button', { name: /^Save Product \d+ to my wish list$/ }),
    ).toHaveLength(30);
    expect(liveRegions()).toHaveLength(1);
  });

  it('puts an h2 between the page’s h1 and the cards’ h3s: the results are a section with its own heading', async () => {
    const { container } = renderListing();
    await screen.findAllByRole('article');
    const results = screen.getByRole('region', { name: 'Products' });
    const [first] = results.querySelectorAll('h2, h3');
    expect(first?.tagName, 'the results’ first heading').toBe('H2');
    expect(first?.textContent).toBe('Products');
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName[1]),
    );
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(
      levels.every((level, index) => index === 0 || level <= levels[index - 1] + 1),
      `no skipped level in ${levels.join(',')}`,
    ).toBe(true);
  });
});
