import { QueryClient } from '@tanstack/react-query';
import { pricedBag } from '../priced-bag';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { shopperQueries } from '../../../client/api/shopper-queries';
import {
  ProductButton,
  type ProductButtonProps,
} from '../../../client/features/product/ProductButton';
import { announcement, liveRegions, renderInSite } from '../render-app';
import { apiError, deferred, scriptedApi } from './shopper-fetch';

afterEach(cleanup);

const FUTURE = '2030-06-01T02:00:00.000Z';
const props = (overrides: Partial<ProductButtonProps> = {}): ProductButtonProps => ({
  productId: 7,
  variantId: 70,
  available: true,
  stock: 12,
  limited: false,
  launchAt: null,
  priority: null,
  ...overrides,
});

function button() {
  return screen.getByRole('button');
}
function note() {
  return document.querySelector('.product-button-note') as HTMLElement;
}

describe('ProductButton', () => {
  it('adds to the bag: "Adding…" while the request is out, then a confirmation, and the header count follows', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const api = scriptedApi({ 'POST cart/line-items/': () => answer.promise });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderInSite(<ProductButton {...props()} />, { fetcher: api.fetcher, queryClient });
    expect(button().textContent).toBe('Add to bag');
    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('Adding…'));
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(note().textContent).toBe('Adding to your bag…');
    // Said in the page's one live region; the note itself describes the button.
    expect(liveRegions()).toHaveLength(1);
    await waitFor(() => expect(announcement()).toBe('Adding to your bag…'));
    await act(async () =>
      answer.resolve({
        status: 201,
        body: { line: { variantId: 70, quantity: 1 }, count: 3, replayed: false, bag: pricedBag() },
      }),
    );
    await waitFor(() => expect(button().textContent).toBe('Add to bag'));
    expect(note().textContent).toBe('Added to your bag. Items in your bag: 3.');
    await waitFor(() => expect(announcement()).toBe('Added to your bag. Items in your bag: 3.'));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: 'cart/line-items/',
      body: {
        variantId: 70,
        quantity: 1,
        idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      },
    });
    const bagKey = shopperQueries.bagCount({} as never, { country: 'sg', language: 'en' }).queryKey;
    expect(queryClient.getQueryData(bagKey)).toEqual({ count: 3 });
  });

  it('retries an add that failed with a 503, with the same idempotency key', async () => {
    const api = scriptedApi({
      'POST cart/line-items/': [
        apiError(503, 'UPSTREAM', 'down'),
        {
          status: 201,
          body: {
            line: { variantId: 70, quantity: 1 },
            count: 1,
            replayed: false,
            bag: pricedBag(),
          },
        },
      ],
    });
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retryDelay: 0 } },
    });
    renderInSite(<ProductButton {...props()} />, { fetcher: api.fetcher, queryClient });
    fireEvent.click(button());
    await waitFor(() =>
      expect(note().textContent).toBe('Added to your bag. Items in your bag: 1.'),
    );
    expect(api.calls).toHaveLength(2);
    expect((api.calls[0].body as { idempotencyKey: string }).idempotencyKey).toBe(
      (api.calls[1].body as { idempotencyKey: string }).idempotencyKey,
    );
  });

  it('says the server’s reason for a refused add at once (a 409 is not retried)', async () => {
    const api = scriptedApi({
      'POST cart/line-items/': apiError(
        409,
        'MAX_QUANTITY',
        'Only a maximum quantity of 6 of the item could be added to your bag',
      ),
    });
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retryDelay: 0 } },
    });
    renderInSite(<ProductButton {...props()} />, { fetcher: api.fetcher, queryClient });
    fireEvent.click(button());
    await waitFor(() =>
      expect(note().textContent).toBe(
        'Only a maximum quantity of 6 of the item could be added to your bag',
      ),
    );
    expect(api.calls).toHaveLength(1);
    expect(button().textContent).toBe('Add to bag');
  });

  it('joins and leaves the waitlist of a variant out of stock', async () => {
    const api = scriptedApi({
      'GET waitlist/': { body: { variantIds: [], items: [] } },
      'PATCH waitlist/70': [
        { body: { variantIds: [70], items: [] } },
        { body: { variantIds: [], items: [] } },
      ],
    });
    renderInSite(<ProductButton {...props({ stock: 0 })} />, { fetcher: api.fetcher });
    expect(button().textContent).toBe('Waitlist me');
    await waitFor(() => expect(api.calls.some((c) => c.path === 'waitlist/')).toBe(true));
    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('Waitlisted'));
    expect(note().textContent).toMatch(/You are on the waitlist/);
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ waitlisted: true });
    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('Waitlist me'));
    expect(note().textContent).toBe('You left the waitlist.');
  });

  it('shows "Waitlisted" when the shopper’s waitlist already holds the variant', async () => {
    const api = scriptedApi({ 'GET waitlist/': { body: { variantIds: [70], items: [] } } });
    renderInSite(<ProductButton {...props({ stock: 0 })} />, { fetcher: api.fetcher });
    await waitFor(() => expect(button().textContent).toBe('Waitlisted'));
  });

  it('asks for a launch reminder, then says "Coming soon" with the date', async () => {
    const api = scriptedApi({
      'GET notification-subscription/': { body: { productIds: [] } },
      'POST notification-subscription/subscribe': { body: { productIds: [7] } },
    });
    renderInSite(<ProductButton {...props({ launchAt: FUTURE })} />, { fetcher: api.fetcher });
    expect(button().textContent).toBe('Remind me');
    expect(note().textContent).toMatch(/^Launches on 1 Jun 2030\./);
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === 'notification-subscription/')).toBe(true),
    );
    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('Coming soon'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ productId: 7 });
    expect(button().getAttribute('aria-disabled')).toBe('true');
  });

  it('explains priority access: the tier, the date, and a way to sign in', () => {
    renderInSite(
      <ProductButton
        {...props({ priority: { tier: 'black', until: '2030-12-31T15:59:59.000Z' } })}
      />,
      { path: '/products/x', fetcher: scriptedApi({}).fetcher },
    );
    expect(button().textContent).toBe('Priority access');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(note().textContent).toBe(
      'Reserved for Beauty Pass Black members and above until 31 Dec 2030. Sign in with your membership to buy it now.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/sign_in?return_to=%2Fproducts%2Fx',
    );
  });

  it('lets a member of the tier buy during priority access (the tier from GET user)', async () => {
    const api = scriptedApi({
      'GET user': { body: { signedIn: true, tier: 'black', geoCountry: null, segments: [] } },
    });
    renderInSite(
      <ProductButton
        {...props({ priority: { tier: 'black', until: '2030-12-31T15:59:59.000Z' } })}
      />,
      { path: '/products/x', fetcher: api.fetcher },
    );
    await waitFor(() => expect(button().textContent).toBe('Add to bag'));
    expect(button().getAttribute('aria-disabled')).toBeNull();
  });

  it('says a limited edition that sold out is out of stock, and a variant not sold here is unavailable', () => {
    const { unmount } = renderInSite(<ProductButton {...props({ stock: 0, limited: true })} />, {
      fetcher: scriptedApi({}).fetcher,
    });
    expect(button().textContent).toBe('Out of stock');
    expect(note().textContent).toBe('This limited edition is sold out and will not come back.');
    unmount();
    renderInSite(<ProductButton {...props({ available: false })} />, {
      fetcher: scriptedApi({}).fetcher,
    });
    expect(button().textContent).toBe('Not available');
    expect(note().textContent).toBe('The variant is not available for your country');
  });

  it('sends no request when pressed in an inert state (not available)', async () => {
    const api = scriptedApi({});
    renderInSite(<ProductButton {...props({ available: false })} />, { fetcher: api.fetcher });
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    fireEvent.click(button());
    // Every timer and promise the click could have started has run: no request among them.
    await act(() => vi.runAllTimersAsync());
    expect(api.calls).toEqual([]);
  });

  it('speaks Chinese on the Hong Kong site', () => {
    renderInSite(<ProductButton {...props()} />, {
      country: 'hk',
      language: 'zh',
      fetcher: scriptedApi({}).fetcher,
    });
    expect(button().textContent).toBe('加入購物袋');
  });
});
