import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderList } from '../../../../client/api/order-contract';
import { createQueryClient } from '../../../../client/api/query-client';
import { AccountOrders } from '../../../../client/features/orders/AccountOrders';
import { renderInSite } from '../../render-app';
import { checkAnswer } from '../../scripted-answers';
import { scriptedApi } from '../shopper-fetch';

afterEach(cleanup);

type Listed = OrderList['orders'][number];
const listed = (number: string, overrides: Partial<Listed> = {}): Listed => ({
  number,
  state: 'paid',
  placedAt: '2026-03-05T06:30:00.000Z',
  total: 4900,
  currency: 'SGD',
  count: 3,
  fulfilment: 'none',
  delivery: 'standard',
  ...overrides,
});

describe('Account → orders', () => {
  it("lists the member's orders with number, date, state in words, total and item count, each linking to its page; show more adds the next page and focuses its first", async () => {
    const first = Array.from({ length: 20 }, (_, index) =>
      listed(`SG0000000${String(40 - index).padStart(2, '0')}`),
    );
    first[0] = listed('SG000000040', { state: 'payment_pending', total: 12350, count: 1 });
    first[1] = listed('SG000000039', { fulfilment: 'delivered' });
    first[2] = listed('SG000000038', { fulfilment: 'collected', delivery: 'click_and_collect' });
    const older = [listed('SG000000020', { state: 'cancelled' })];
    const asked: (string | null)[] = [];
    // Answers by cursor (the scripted API answers by path alone), each checked as the API's.
    const fetcher = async (request: Request) => {
      const before = new URL(request.url).searchParams.get('before');
      asked.push(before);
      const body =
        before === 'SG000000021'
          ? { orders: older, next: null }
          : { orders: first, next: 'SG000000021' };
      checkAnswer('GET', 'orders/', 200, body);
      return new Response(JSON.stringify(body), { status: 200 });
    };
    // The page's own query defaults (five minutes fresh): a page is asked for once.
    renderInSite(<AccountOrders />, { fetcher, queryClient: createQueryClient() });
    const newest = await screen.findByRole('article', { name: 'Order SG000000040' });
    expect(within(newest).getByRole('link').getAttribute('href')).toBe('/orders/SG000000040');
    expect(newest.textContent).toContain('Placed on 5 Mar 2026');
    expect(newest.textContent).toContain('Waiting for payment');
    expect(newest.textContent).toContain('Total: $123.50');
    expect(newest.textContent).toContain('Items: 1');
    expect(screen.getAllByRole('article')).toHaveLength(20);
    // A paid order reads as far as its fulfilment went, not "Paid" (client/lib/orders/status-label.ts).
    const state = (number: string) =>
      screen.getByRole('article', { name: `Order ${number}` }).querySelector('.order-card-state')
        ?.textContent;
    expect(state('SG000000039')).toBe('Delivered');
    expect(state('SG000000038')).toBe('Collected');
    expect(state('SG000000037')).toBe('Paid');

    fireEvent.click(await screen.findByRole('button', { name: 'Show more orders' }));
    const added = await screen.findByRole('article', { name: 'Order SG000000020' });
    expect(added.textContent).toContain('Cancelled');
    expect(screen.getAllByRole('article')).toHaveLength(21);
    await waitFor(() => expect(document.activeElement).toBe(within(added).getByRole('link')));
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
    expect(asked).toEqual([null, 'SG000000021']);
  });

  it('says when there is no order yet', async () => {
    const api = scriptedApi({ 'GET orders/': { body: { orders: [], next: null } } });
    renderInSite(<AccountOrders />, { fetcher: api.fetcher });
    expect(await screen.findByText('You have not placed an order on this site yet.')).toBeTruthy();
  });
});
