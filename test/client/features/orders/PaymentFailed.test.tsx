import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderPage } from '../../../../client/features/orders/OrderPage';
import { renderInSite } from '../../render-app';
import { apiError, deferred, scriptedApi } from '../shopper-fetch';
import { NUMBER, orderAnswer, qrAnswer } from './order-fixtures';

afterEach(cleanup);

const DECLINED = 'Your card was declined. Try another card or payment method.';
const KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** A card declined at 14:30; its items held until 15:00 (Singapore). */
const declined = (message = DECLINED) =>
  orderAnswer({
    order: {
      state: 'payment_failed_with_inventory',
      view: 'payment_failed',
      retryUntil: '2026-03-05T07:00:00.000Z',
      retryMethods: ['card', 'paynow'],
    },
    payment: { status: 'failed', card: { brand: 'visa', last4: '0002' }, declineMessage: message },
  });

function renderFailed(routes: Parameters<typeof scriptedApi>[0]) {
  const api = scriptedApi(routes);
  const navigate = vi.fn();
  renderInSite(<OrderPage number={NUMBER} asked="payment_failed" />, {
    fetcher: api.fetcher,
    navigate,
    path: `/orders/${NUMBER}/payment_failed`,
  });
  const retries = () => api.calls.filter((call) => call.path === `orders/${NUMBER}/payments`);
  return { navigate, retries };
}

/** A year the card form lists (this one and the next 15). */
const YEAR = new Date().getFullYear() + 3;

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('a declined payment', () => {
  it('says why, and offers to pay again with the methods the API gives, until the time it holds the items', async () => {
    renderFailed({ [`GET orders/${NUMBER}`]: { body: declined() } });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Your payment did not go through',
    );
    expect(screen.getByText(DECLINED, { selector: '.order-notice' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pay again' })).toBeTruthy();
    expect(
      screen.getByText('We are holding your items until 3:00 pm. Choose how to pay.'),
    ).toBeTruthy();
    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect([...methods.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Card',
      'PayNow',
    ]);
    expect((screen.getByLabelText('Card') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Pay $49' })).toBeTruthy();
    // Not while it can still be paid.
    expect(screen.queryByRole('button', { name: 'Buy again' })).toBeNull();
  });

  it('checks the card before sending, marks each wrong field and focuses the first', async () => {
    const { retries } = renderFailed({ [`GET orders/${NUMBER}`]: { body: declined() } });
    const pay = await screen.findByRole('button', { name: 'Pay $49' });
    fill('Card number', '4242');
    fireEvent.click(pay);
    const number = screen.getByLabelText('Card number');
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(number.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(number.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Enter the card number: 12 to 19 digits.');
    // Checkout's card form: the month and year are chosen from lists.
    for (const label of ['Month', 'Security code (CVC)', 'Name on card'])
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(retries()).toHaveLength(0);
  });

  it('pays again by card with one idempotency key; a second decline is said in the form, focus on it', async () => {
    const again = 'Your card was declined for insufficient funds. Try another card.';
    const { retries, navigate } = renderFailed({
      [`GET orders/${NUMBER}`]: { body: declined() },
      [`POST orders/${NUMBER}/payments`]: { body: declined(again) },
    });
    const pay = await screen.findByRole('button', { name: 'Pay $49' });
    fill('Card number', '4000 0000 0000 9995');
    fill('Month', '12');
    fill('Year', String(YEAR));
    fill('Security code (CVC)', '123');
    fill('Name on card', 'Mei Tan');
    fireEvent.click(pay);
    await waitFor(() => expect(retries()).toHaveLength(1));
    expect(retries()[0]).toMatchObject({
      method: 'POST',
      body: {
        paymentMethod: 'card',
        card: {
          number: '4000000000009995',
          expMonth: 12,
          expYear: YEAR,
          cvc: '123',
          name: 'Mei Tan',
        },
      },
      idempotencyKey: expect.stringMatching(KEY),
    });
    const message = await screen.findByText(again, { selector: '.form-message p' });
    await waitFor(() => expect(document.activeElement).toBe(message.parentElement));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('paying by QR instead moves the page to the payment instructions', async () => {
    const { retries, navigate } = renderFailed({
      [`GET orders/${NUMBER}`]: { body: declined() },
      [`POST orders/${NUMBER}/payments`]: { body: qrAnswer('2099-01-01T00:00:00.000Z') },
    });
    fireEvent.click(await screen.findByLabelText('PayNow'));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $49' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`/orders/${NUMBER}/payment_instruction`, {
        replace: true,
      }),
    );
    expect(retries()[0]?.body).toEqual({ paymentMethod: 'paynow' });
  });

  it("shows the API's refusal (the retry window closed) as the form's message", async () => {
    renderFailed({
      [`GET orders/${NUMBER}`]: { body: declined() },
      [`POST orders/${NUMBER}/payments`]: apiError(
        409,
        'RETRY_CLOSED',
        'This order can no longer be paid.',
      ),
    });
    fireEvent.click(await screen.findByLabelText('PayNow'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $49' }));
    expect(await screen.findByText('This order can no longer be paid.')).toBeTruthy();
  });
  it("a refusal naming a card field (an expired card) is the form's message, focused", async () => {
    renderFailed({
      [`GET orders/${NUMBER}`]: { body: declined() },
      [`POST orders/${NUMBER}/payments`]: {
        status: 422,
        body: {
          message: 'This card has expired.',
          statusCode: 422,
          statusMessage: 'Unprocessable Entity',
          data: { code: 'CARD_EXPIRED', field: 'card.expYear' },
        },
      },
    });
    const pay = await screen.findByRole('button', { name: 'Pay $49' });
    fill('Card number', '4242 4242 4242 4242');
    fill('Month', '12');
    fill('Year', String(YEAR));
    fill('Security code (CVC)', '123');
    fill('Name on card', 'Mei Tan');
    fireEvent.click(pay);
    const message = await screen.findByText('This card has expired.', {
      selector: '.form-message p',
    });
    await waitFor(() => expect(document.activeElement).toBe(message.parentElement));
    expect(screen.getByLabelText('Year').getAttribute('aria-invalid')).not.toBe('true');
  });

  it("a press that passes the card check takes the check's marks away while it pays; a failed request says the page's own words", async () => {
    const held = deferred<void>();
    const { retries } = renderFailed({
      [`GET orders/${NUMBER}`]: { body: declined() },
      // The network fails once the test lets the request go.
      [`POST orders/${NUMBER}/payments`]: async () => {
        await held.promise;
        throw new TypeError('Failed to fetch');
      },
    });
    const pay = await screen.findByRole('button', { name: 'Pay $49' });
    fireEvent.click(pay);
    const number = screen.getByLabelText('Card number');
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    fill('Card number', '4242 4242 4242 4242');
    fill('Month', '12');
    fill('Year', String(YEAR));
    fill('Security code (CVC)', '123');
    fill('Name on card', 'Mei Tan');
    fireEvent.click(pay);
    await waitFor(() => expect(retries()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Paying…' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
    held.resolve();
    const message = await screen.findByText('We could not take your payment. Try again.');
    await waitFor(() => expect(document.activeElement).toBe(message.parentElement));
  });
});

describe('a cancelled order', () => {
  it.each([
    ['payment_failed', 'Your payment did not go through'],
    ['payment_blocked', 'Your order was cancelled'],
    ['cancelled', 'Your order was cancelled'],
  ] as const)('%s: the cancel message and the way back to the bag', async (state, heading) => {
    const message = 'Your order was cancelled and your items were put back on sale.';
    renderFailed({
      [`GET orders/${NUMBER}`]: {
        body: orderAnswer({
          order: { state, view: 'payment_failed', cancelMessage: message },
          payment: { status: 'failed' },
        }),
      },
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(heading);
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your bag' }).getAttribute('href')).toBe(
      '/cart',
    );
    expect(screen.queryByRole('heading', { name: 'Pay again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Buy again' })).toBeTruthy();
  });
});
