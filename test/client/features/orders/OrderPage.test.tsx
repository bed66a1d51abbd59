import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderPage } from '../../../../client/features/orders/OrderPage';
import type { AskedView } from '../../../../client/features/orders/order-views';
import { renderInSite, type RenderOptions } from '../../render-app';
import { scriptedApi } from '../shopper-fetch';
import { pricedBag } from '../bag/bag-fixtures';
import { NUMBER, orderAnswer } from './order-fixtures';

afterEach(cleanup);

function renderOrder(
  asked: AskedView,
  routes: Parameters<typeof scriptedApi>[0],
  options: RenderOptions = {},
) {
  const api = scriptedApi(routes);
  const navigate = vi.fn();
  const path = asked === 'detail' ? `/orders/${NUMBER}` : `/orders/${NUMBER}/${asked}`;
  renderInSite(<OrderPage number={NUMBER} asked={asked} />, {
    fetcher: api.fetcher,
    navigate,
    path,
    ...options,
  });
  return { api, navigate };
}

/** The value of a term of a description list, by the term's words. */
function fact(container: HTMLElement, term: string): string {
  const dt = within(container).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('the order detail', () => {
  it('shows number, date, state, delivery, recipient, address, payment, lines and the frozen cost summary', async () => {
    const { navigate } = renderOrder('detail', {
      [`GET orders/${NUMBER}`]: { body: orderAnswer() },
    });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(`Order ${NUMBER}`);
    const facts = screen.getByRole('region', { name: 'Order details' });
    expect(fact(facts, 'Order number')).toBe(NUMBER);
    // In the site's time zone (Singapore, UTC+8), whatever the machine's.
    expect(fact(facts, 'Order date')).toBe('5 Mar 2026, 2:30 pm');
    expect(fact(facts, 'Status')).toBe('Paid');
    expect(fact(facts, 'Delivery option')).toBe('Standard delivery');
    expect(fact(facts, 'Estimated delivery')).toBe('9–11 Mar 2026');
    expect(fact(facts, 'Recipient')).toBe('Mei Tanmei.tan@example.com+65 8123 4567');
    expect(fact(facts, 'Shipping address')).toBe('Mei Tan1 Orchard RoadSingapore 238859');
    expect(fact(facts, 'Payment method')).toBe('Visa ending in 4242');

    const lines = screen.getByRole('region', { name: 'Items' });
    const [serum, sample] = within(lines).getAllByRole('listitem');
    expect(within(serum).getByRole('heading', { name: 'Rose Serum' })).toBeTruthy();
    expect(serum.textContent).toContain('Solenne');
    expect(serum.textContent).toContain('Shade: Blush');
    expect(serum.textContent).toContain('Size: 30 ml');
    expect(serum.textContent).toContain('Quantity: 2');
    expect(serum.textContent).toContain('$45');
    expect(sample.textContent).toContain('Free sample');
    expect(sample.textContent).toContain('Free');

    const summary = screen.getByRole('region', { name: 'Cost summary' });
    const rows = [...summary.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      // Top to bottom: 50 − 5 + 4 = 49, of which 44.95 before tax and 4.05 tax; no gift card.
      ['Subtotal', '$50'],
      ['Discount (code BEAUTY10)', '−$5'],
      ['Shipping', '$4'],
      ['Price before tax', '$44.95'],
      ['Tax (9%)', '$4.05'],
      ['Total', '$49'],
      ['Beauty Pass points earned', '45'],
    ]);
    // The detail never moves on by itself.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('click and collect: the store, and the day it is held until', async () => {
    renderOrder('detail', {
      [`GET orders/${NUMBER}`]: {
        body: orderAnswer({
          order: {
            delivery: {
              kind: 'click_and_collect',
              estimatedFrom: '2026-03-06',
              estimatedTo: '2026-03-06',
              heldUntil: '2026-03-13',
              addressLines: ['2 Orchard Turn', '#B2-01', 'Singapore 238801'],
              store: {
                id: 3,
                name: 'ION Orchard',
                addressLines: ['2 Orchard Turn', '#B2-01', 'Singapore 238801'],
                phone: '+65 6123 4567',
              },
            },
          },
        }),
      },
    });
    const facts = await screen.findByRole('region', { name: 'Order details' });
    expect(fact(facts, 'Delivery option')).toBe('Click and collect');
    expect(fact(facts, 'Ready to collect')).toBe('6 Mar 2026');
    expect(fact(facts, 'Collection store')).toBe(
      'ION Orchard2 Orchard Turn#B2-01Singapore 238801Held for you until 13 Mar 2026',
    );
  });

  it('an unpaid order links to the page its state belongs on', async () => {
    renderOrder('detail', {
      [`GET orders/${NUMBER}`]: {
        body: orderAnswer({ order: { state: 'payment_pending', view: 'payment_pending' } }),
      },
    });
    const link = await screen.findByRole('link', { name: 'Go to the payment page' });
    expect(link.getAttribute('href')).toBe(`/orders/${NUMBER}/payment_pending`);
  });

  it('is the 404 page when the API answers 404 (not the owner, or no such order)', async () => {
    renderOrder('confirmation', {
      [`GET orders/${NUMBER}`]: {
        status: 404,
        body: {
          message: 'We could not find this order.',
          statusCode: 404,
          statusMessage: 'Not Found',
          data: { code: 'NOT_FOUND' },
        },
      },
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain(
      'Page not found',
    );
    expect(screen.queryByText(NUMBER)).toBeNull();
  });
});

describe('the confirmation', () => {
  it('thanks the shopper and says where the details went', async () => {
    renderOrder('confirmation', { [`GET orders/${NUMBER}`]: { body: orderAnswer() } });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Thank you for your order',
    );
    expect(screen.getByText(/Your order SG482913077 is confirmed/).textContent).toContain(
      'mei.tan@example.com',
    );
  });

  it('says an order under risk review is being checked', async () => {
    renderOrder('confirmation', {
      [`GET orders/${NUMBER}`]: { body: orderAnswer({ order: { state: 'fraud_check_pending' } }) },
    });
    expect(await screen.findByText(/is being checked before we send it/)).toBeTruthy();
    expect(fact(screen.getByRole('region', { name: 'Order details' }), 'Status')).toBe(
      'Being checked',
    );
  });

  it('in Chinese (Hong Kong)', async () => {
    renderOrder(
      'confirmation',
      {
        [`GET orders/${NUMBER}`]: {
          body: orderAnswer({
            order: {
              country: 'hk',
              summary: {
                subtotal: 20_000,
                discount: 0,
                beforeTax: 24_000,
                tax: 0,
                taxPercent: 0,
                shipping: 4_000,
                giftCard: 0,
                pointsEarned: 0,
                total: 24_000,
                currency: 'HKD',
                promoCode: null,
              },
            },
          }),
        },
      },
      { country: 'hk', language: 'zh' },
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('謝謝您的訂購');
    const summary = screen.getByRole('region', { name: '費用摘要' });
    // Hong Kong has no tax, this order no discount, gift card or points: no line says zero.
    expect([...summary.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      '小計',
      '運費',
      '總額',
    ]);
    const facts = screen.getByRole('region', { name: '訂單詳情' });
    // The estimate in the style of one Chinese date, not "9/3/2026 至 11/3/2026".
    expect(fact(facts, '預計送達')).toBe('2026年3月9日至11日');
  });

  it('ends the shipping address with its country, in the page’s language', async () => {
    const delivery = {
      ...orderAnswer().order.delivery,
      addressLines: ['คุณเมย์', '99 ถนนสุขุมวิท', 'กรุงเทพมหานคร 10110'],
    };
    renderOrder(
      'confirmation',
      { [`GET orders/${NUMBER}`]: { body: orderAnswer({ order: { country: 'th', delivery } }) } },
      { country: 'th', language: 'th' },
    );
    await screen.findByRole('heading', { level: 1 });
    const facts = screen.getByRole('region', { name: 'รายละเอียดคำสั่งซื้อ' });
    const lines = [...facts.querySelectorAll('.order-address-line')];
    expect(lines.map((line) => line.textContent)).toEqual([
      'คุณเมย์',
      '99 ถนนสุขุมวิท',
      'กรุงเทพมหานคร 10110',
      'ประเทศไทย',
    ]);
  });
});

describe('a card payment still processing', () => {
  it('says the page waits for it, with the check-payment-status action', async () => {
    renderOrder('payment_pending', {
      [`GET orders/${NUMBER}`]: {
        body: orderAnswer({
          order: { state: 'payment_pending', view: 'payment_pending' },
          payment: { status: 'pending', card: null, expiresAt: '2099-01-01T00:00:00.000Z' },
        }),
      },
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'We are waiting for your payment',
    );
    expect(
      screen.getByText(`Your card payment for order ${NUMBER} is still being processed.`),
    ).toBeTruthy();
    expect(
      screen.getByText('This page moves on by itself once your payment arrives.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check payment status' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy again' })).toBeNull();
  });

  it('one never answered runs out: its time ran out, and the way back to the bag', async () => {
    renderOrder('payment_pending', {
      [`GET orders/${NUMBER}`]: {
        body: orderAnswer({
          order: { state: 'payment_expired', view: 'payment_pending' },
          payment: { status: 'pending', card: null },
        }),
      },
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Your payment time ran out',
    );
    expect(screen.queryByRole('button', { name: 'Check payment status' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your bag' })).toBeTruthy();
  });
});

describe('a guest confirmation', () => {
  it('offers to create an account with the order’s e-mail, which takes the order and its points', async () => {
    const answer = orderAnswer();
    answer.order.summary = { ...answer.order.summary, pointsEarned: 0, pointsOnJoining: 38 };
    renderOrder('confirmation', {
      [`GET orders/${NUMBER}`]: { body: answer },
      'GET user': { body: { signedIn: false, geoCountry: null, segments: [] } },
    });
    const join = await screen.findByRole('link', { name: 'Create an account' });
    expect(join.getAttribute('href')).toBe(
      `/sign_in?mode=sign-up&claim=${NUMBER}&return_to=${encodeURIComponent(`/orders/${NUMBER}`)}`,
    );
    expect(screen.getByText(/Create an account with mei\.tan@example\.com/).textContent).toContain(
      '38 Beauty Pass points',
    );
  });
});

describe('an order that can no longer be paid', () => {
  it('says which items went back in the bag and which could not, and offers to pay another way', async () => {
    const line = orderAnswer().order.lines[0];
    renderOrder('payment_instruction', {
      [`GET orders/${NUMBER}`]: {
        body: orderAnswer({
          order: {
            state: 'payment_expired',
            view: 'payment_instruction',
            backInBag: [{ variantId: line.variantId, ordered: line.quantity + 1, returned: 1 }],
          },
          payment: { method: 'paynow', kind: 'qr', status: 'expired', card: null },
        }),
      },
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Your payment time ran out',
    );
    expect(screen.getByText(/We have put what we could back in your bag/)).toBeTruthy();
    expect(document.querySelector('.order-back-in-bag li')?.textContent).toBe(
      `${line.product.name} (${line.quantity})`,
    );
    expect(screen.getByRole('link', { name: 'Pay another way' }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(screen.getByRole('link', { name: 'Back to your bag' })).toBeTruthy();
  });
});

describe('the alias an order belongs on', () => {
  it('moves an alias its state has left to the one it belongs on, in place of it in the history', async () => {
    const { navigate } = renderOrder('payment_instruction', {
      [`GET orders/${NUMBER}`]: { body: orderAnswer() },
    });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`/orders/${NUMBER}/confirmation`, { replace: true }),
    );
    expect(navigate).toHaveBeenCalledTimes(1);
    // Nothing of the old view meanwhile.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

describe('buy again', () => {
  it('puts the items back in the bag, then goes to the bag', async () => {
    const { api, navigate } = renderOrder('confirmation', {
      [`GET orders/${NUMBER}`]: { body: orderAnswer() },
      [`POST orders/${NUMBER}/buy-again`]: { body: pricedBag() },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart'));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      `POST orders/${NUMBER}/buy-again`,
    );
  });
});
