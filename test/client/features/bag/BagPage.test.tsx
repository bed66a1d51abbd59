import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BagPage } from '../../../../client/features/bag/BagPage';
import { announcement, renderInSite } from '../../render-app';
import { deferred, scriptedApi } from '../shopper-fetch';
import { line, pricedBag, QUIET_PARTS, refusal } from './bag-fixtures';

afterEach(cleanup);

const KEY = /^[A-Za-z0-9_-]{8,64}$/;
const MAX = 'Only a maximum quantity of 6 of the item could be added to your bag';

function renderBag(routes: Parameters<typeof scriptedApi>[0]) {
  const api = scriptedApi({ ...QUIET_PARTS, ...routes });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retryDelay: 0 } },
  });
  renderInSite(<BagPage />, { fetcher: api.fetcher, queryClient });
  return api;
}

const field = () => screen.getByLabelText('Quantity of Rose Serum') as HTMLInputElement;
const changes = (api: ReturnType<typeof scriptedApi>) =>
  api.calls.filter((call) => call.method !== 'GET');

describe('BagPage: changes feel instant', () => {
  it('shows a new quantity at once, and rolls it back with a notification when the API refuses it', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const api = renderBag({
      'GET cart/': { body: pricedBag() },
      'PATCH cart/line-items/1': () => answer.promise,
    });
    await waitFor(() => expect(field().value).toBe('1'));

    fireEvent.click(screen.getByRole('button', { name: 'One more Rose Serum' }));
    await waitFor(() => expect(field().value).toBe('2'));
    expect(document.querySelector('.cost-summary')?.getAttribute('aria-busy')).toBe('true');

    await act(async () => answer.resolve(refusal(422, 'MAX_QUANTITY', MAX, { field: 'quantity' })));
    await waitFor(() => expect(field().value).toBe('1'));
    const toast = await screen.findByRole('button', { name: `${MAX} (select to close)` });
    expect(toast.closest('.toasts')).toBeTruthy();
    expect(announcement()).toBe(MAX);
    // One polite live region on the page: the toasts speak through it.
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);

    fireEvent.click(toast);
    expect(document.querySelector('.toast')).toBeNull();

    const [patch] = changes(api);
    expect(patch).toMatchObject({
      method: 'PATCH',
      path: 'cart/line-items/1',
      body: { quantity: 2 },
      idempotencyKey: expect.stringMatching(KEY),
    });
  });

  it('keeps one idempotency key across the retries of one change, and a new one for the next', async () => {
    const two = pricedBag({ lines: [line({ id: '1', quantity: 2 })] });
    const three = pricedBag({ lines: [line({ id: '1', quantity: 3 })] });
    const api = renderBag({
      'GET cart/': { body: pricedBag({ lines: [line({ id: '1' })] }) },
      'PATCH cart/line-items/1': [
        refusal(503, 'UPSTREAM', 'Unavailable'),
        { body: two },
        { body: three },
      ],
    });
    const plus = await screen.findByRole('button', { name: 'One more Product 1' });
    fireEvent.click(plus);
    await waitFor(() => expect(changes(api)).toHaveLength(2));
    await waitFor(() =>
      expect((screen.getByLabelText('Quantity of Product 1') as HTMLInputElement).value).toBe('2'),
    );
    fireEvent.click(plus);
    await waitFor(() => expect(changes(api)).toHaveLength(3));
    const keys = changes(api).map((call) => call.idempotencyKey);
    expect(keys[0]).toMatch(KEY);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    await waitFor(() => expect(announcement()).toBe('Product 1: quantity 3.'));
  });

  it('removes a line at once when the bag holds nothing a removal could lose (no dry run), focus to the lines heading', async () => {
    const api = renderBag({
      'GET cart/': {
        body: pricedBag({
          lines: [
            line({ id: '1' }),
            line({ id: '2', product: { ...line({ id: '2' }).product, name: 'Lip Oil' } }),
          ],
        }),
      },
      'DELETE cart/line-items/2': { body: pricedBag({ lines: [line({ id: '1' })] }) },
    });
    const remove = await screen.findByRole('button', { name: 'Remove Lip Oil' });
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Lip Oil' })).toBeNull(),
    );
    expect(document.activeElement?.id).toBe('bag-lines-title');
    await waitFor(() => expect(announcement()).toBe('Lip Oil was removed from your bag.'));
    expect(changes(api).map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE cart/line-items/2',
    ]);
  });
});

describe('BagPage: the gift-removal warning', () => {
  const withOffers = () =>
    pricedBag({
      lines: [
        line({
          id: '1',
          quantity: 2,
          product: { ...line({ id: '1' }).product, name: 'Rose Serum' },
        }),
      ],
      promo: {
        id: 4,
        code: 'BIGSPEND',
        title: '15% off over $70',
        kind: 'percent',
        status: 'applied',
        reasons: [],
        discount: 600,
      },
    });
  const preview = {
    body: {
      gifts: [{ id: 13, title: 'Free pouch over $70' }],
      promo: { code: 'BIGSPEND' },
      freeShipping: true,
      samples: false,
      bundle: null,
    },
  };

  it('asks the API what a decrease would lose, lists it, and changes nothing when the shopper keeps the bag', async () => {
    const api = renderBag({
      'GET cart/': { body: withOffers() },
      'POST cart/preview-change': preview,
    });
    const minus = await screen.findByRole('button', { name: 'One fewer Rose Serum' });
    minus.focus();
    fireEvent.click(minus);
    const dialog = (await screen.findByRole('dialog', {
      name: 'You would lose part of your offer',
    })) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect([...dialog.querySelectorAll('.loss-list li')].map((item) => item.textContent)).toEqual([
      'your free gift: Free pouch over $70',
      'the promo code BIGSPEND',
      'free shipping',
    ]);
    // The safe answer has the focus.
    expect(document.activeElement?.textContent).toBe('Keep my bag as it is');
    expect(changes(api)).toEqual([
      { method: 'POST', path: 'cart/preview-change', body: { lineId: 1, quantity: 1 } },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Keep my bag as it is', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(minus);
    expect(field().value).toBe('2');
    expect(changes(api)).toHaveLength(1);
  });

  it('makes the change once the shopper confirms it', async () => {
    const api = renderBag({
      'GET cart/': { body: withOffers() },
      'POST cart/preview-change': preview,
      'PATCH cart/line-items/1': { body: pricedBag() },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'One fewer Rose Serum' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Change quantity', hidden: true }));
    await waitFor(() => expect(field().value).toBe('1'));
    expect(changes(api).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST cart/preview-change',
      'PATCH cart/line-items/1',
    ]);
    expect(changes(api)[1].body).toEqual({ quantity: 1 });
  });

  it('shows the bundle-removal dialog before removing an item of a set', async () => {
    const set = { id: 2, name: 'Glow Routine Set' };
    const api = renderBag({
      'GET cart/': {
        body: pricedBag({
          lines: [
            line({
              id: '5',
              kind: 'bundle',
              bundle: set,
              product: { ...line({ id: '5' }).product, name: 'Face Wash' },
            }),
            line({ id: '6', kind: 'bundle', bundle: set }),
          ],
        }),
      },
      'POST cart/preview-change': {
        body: {
          gifts: [],
          promo: null,
          freeShipping: false,
          samples: false,
          bundle: { name: 'Glow Routine Set', items: 2 },
        },
      },
      'DELETE cart/line-items/5': { body: pricedBag({ lines: [] }) },
    });
    expect(await screen.findByRole('heading', { name: 'Set: Glow Routine Set' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Face Wash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the whole set?' });
    expect(dialog.textContent).toContain(
      'Face Wash is part of the set Glow Routine Set. Removing it removes all 2 items of the set.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove the set', hidden: true }));
    await waitFor(() =>
      expect(screen.getByText('Your bag is empty. Discover something new to love.')).toBeTruthy(),
    );
    expect(changes(api).at(-1)).toMatchObject({ method: 'DELETE', path: 'cart/line-items/5' });
  });
});

describe('BagPage: moving, other tabs, checkout', () => {
  it('moves a line to the wish list after the move dialog', async () => {
    const api = renderBag({
      'GET cart/': { body: pricedBag({ lines: [line({ id: '1' }), line({ id: '2' })] }) },
      'POST cart/wishlist-moves/': { body: pricedBag({ lines: [line({ id: '1' })] }) },
    });
    const move = await screen.findByRole('button', { name: 'Move to wish list Product 2' });
    move.focus();
    fireEvent.click(move);
    const dialog = await screen.findByRole('dialog', { name: 'Move to your wish list?' });
    expect(dialog.textContent).toContain(
      'Product 2 will leave your bag and be saved in your wish list.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move to wish list', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(announcement()).toBe('Product 2 was moved to your wish list.'));
    // Its line is gone: focus is on the heading of the lines, not lost.
    expect(document.activeElement?.id).toBe('bag-lines-title');
    // Nothing the bag holds could be lost: no dry run, the move only.
    expect(changes(api).map((call) => [call.path, call.body])).toEqual([
      ['cart/wishlist-moves/', { lineId: 2 }],
    ]);
  });

  it('refetches the bag when another tab says it changed', async () => {
    renderBag({
      'GET cart/': [
        { body: pricedBag({ lines: [line({ id: '1' })] }) },
        { body: pricedBag({ lines: [line({ id: '1', quantity: 4 })] }) },
      ],
    });
    const quantity = () => screen.getByLabelText('Quantity of Product 1') as HTMLInputElement;
    await waitFor(() => expect(quantity().value).toBe('1'));
    const otherTab = new BroadcastChannel('bag');
    otherTab.postMessage('another-tab');
    otherTab.close();
    await waitFor(() => expect(quantity().value).toBe('4'));
  });

  it('keeps secure checkout shut while a line has a blocking problem, and says so on the line', async () => {
    renderBag({
      'GET cart/': {
        body: pricedBag({
          checkoutBlocked: true,
          lines: [
            line({
              id: '1',
              problems: [
                {
                  code: 'out_of_stock',
                  message: 'Out of stock, remove to proceed from checkout',
                  blocking: true,
                },
              ],
            }),
          ],
        }),
      },
    });
    const checkout = await screen.findByRole('button', { name: 'Secure checkout' });
    expect(checkout.getAttribute('aria-disabled')).toBe('true');
    const problem = screen.getByText('Out of stock, remove to proceed from checkout');
    expect(problem.closest('li')?.textContent).toBe(
      'Needed before checkout: Out of stock, remove to proceed from checkout',
    );
  });

  it.each([
    ['a guest', { signedIn: false, geoCountry: null, segments: [] }],
    ['a member', { signedIn: true, tier: 'pink', geoCountry: null, segments: [] }],
  ])('sends %s to the checkout', async (_who, user) => {
    const navigate = vi.fn();
    const api = scriptedApi({
      ...QUIET_PARTS,
      'GET user': { body: user },
      'GET cart/': { body: pricedBag() },
    });
    renderInSite(<BagPage />, { fetcher: api.fetcher, navigate });
    fireEvent.click(await screen.findByRole('button', { name: 'Secure checkout' }));
    expect(navigate).toHaveBeenCalledWith('/checkout');
  });

  it('shows the cost summary and how far free shipping is, in the site currency', async () => {
    renderBag({ 'GET cart/': { body: pricedBag() } });
    const progress = (await screen.findByRole('progressbar')) as HTMLProgressElement;
    expect(progress.max).toBe(3500);
    expect(progress.value).toBe(2000);
    expect(
      document.getElementById(progress.getAttribute('aria-labelledby') ?? '')?.textContent,
    ).toBe('Spend $15 more for free shipping (free over $35).');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect([...summary.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Subtotal',
      'Shipping',
      'Price before tax',
      'Tax included (9%)',
      'Total',
    ]);
    expect(summary.querySelector('.cost-total dd')?.textContent).toBe('$25');
  });

  it('in Hong Kong (no tax) says nothing of tax: no "Tax included (0%) HK$0"', async () => {
    const bag = pricedBag();
    const api = scriptedApi({
      ...QUIET_PARTS,
      'GET cart/': {
        body: { ...bag, totals: { ...bag.totals, taxPercent: 0, currency: 'HKD' } },
      },
    });
    renderInSite(<BagPage />, { fetcher: api.fetcher, country: 'hk', language: 'en' });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect([...summary.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Subtotal',
      'Shipping',
      'Total',
    ]);
  });
});
