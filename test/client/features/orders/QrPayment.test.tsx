import { focusManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderAnswer } from '../../../../client/api/order-contract';
import { createQueryClient } from '../../../../client/api/query-client';
import { queryKeys } from '../../../../client/api/query-keys';
import { OrderPage } from '../../../../client/features/orders/OrderPage';
import { announcement, liveRegions, renderInSite } from '../../render-app';
import { scriptedApi } from '../shopper-fetch';
import { NUMBER, orderAnswer, qrAnswer } from './order-fixtures';

/**
 * The QR payment page on a fake clock: placed at 14:30 in Singapore (06:30 UTC), payable for
 * 15 minutes. The order is in the page's cache as the server render leaves it; the page then
 * counts down, polls with backoff and follows the order's state.
 */
const NOW = new Date('2026-03-05T06:30:00.000Z');
const EXPIRES = '2026-03-05T06:45:00.000Z';
const GET = `GET orders/${NUMBER}`;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

/** Lets `ms` of the fake clock pass, with every timer and answer it brings. */
const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

function renderQr(first: OrderAnswer, routes: Parameters<typeof scriptedApi>[0]) {
  const api = scriptedApi(routes);
  const navigate = vi.fn();
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.order({ country: 'sg', language: 'en' }, NUMBER), first);
  renderInSite(<OrderPage number={NUMBER} asked="payment_instruction" />, {
    fetcher: api.fetcher,
    navigate,
    queryClient,
    path: `/orders/${NUMBER}/payment_instruction`,
  });
  const polls = () => api.calls.filter((call) => `${call.method} ${call.path}` === GET).length;
  return { api, navigate, polls };
}

describe('the QR payment page', () => {
  it('shows the server-drawn QR, the amount and the time left, said by the minute, and at expiry "QR Code Expired"', async () => {
    renderQr(qrAnswer(EXPIRES), { [GET]: { body: qrAnswer(EXPIRES) } });
    await pass(0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Complete your payment');
    const qr = screen.getByRole('img', { name: 'QR code to pay order SG482913077' });
    expect(qr.closest('.order-qr')).toBeTruthy();
    expect(screen.getByText('Amount to pay').nextElementSibling?.textContent).toBe('$49');
    expect(screen.getByText('Pay by 2:45 pm')).toBeTruthy();
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('Time left to pay: 15:00');
    // A timer is not a live region: the page keeps its one.
    expect(liveRegions()).toHaveLength(1);

    await pass(1_000);
    expect(screen.getByRole('timer').textContent).toBe('Time left to pay: 14:59');
    expect(announcement()).toBe('');
    await pass(60_000);
    expect(screen.getByRole('timer').textContent).toBe('Time left to pay: 13:59');
    expect(announcement()).toBe('14 minutes left to pay.');
    await pass(13 * 60_000);
    expect(announcement()).toBe('Less than a minute left to pay.');

    await pass(59_000);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'QR Code Expired' })).toBeTruthy();
    expect(announcement()).toBe('QR Code Expired');
    expect(screen.getByRole('link', { name: 'Back to your bag' }).getAttribute('href')).toBe(
      '/cart',
    );
  });

  it('shows the cancel message of an order the expiry job cancelled', async () => {
    const expired = qrAnswer(EXPIRES, 'payment_expired');
    expired.order.cancelMessage = 'Your order was cancelled because it was not paid in time.';
    renderQr(expired, { [GET]: { body: expired } });
    await pass(0);
    expect(screen.getByRole('heading', { level: 2, name: 'QR Code Expired' })).toBeTruthy();
    expect(
      screen.getByText('Your order was cancelled because it was not paid in time.'),
    ).toBeTruthy();
  });

  it('polls every 3 s for half a minute, then every 5 s, then every 10 s', async () => {
    const { navigate, polls } = renderQr(qrAnswer(EXPIRES), { [GET]: { body: qrAnswer(EXPIRES) } });
    await pass(2_900);
    expect(polls()).toBe(0);
    await pass(200);
    expect(polls()).toBe(1);
    await pass(27_000);
    expect(polls()).toBe(10);
    // From 30 s: every 5 s.
    await pass(30_000);
    expect(polls()).toBe(16);
    await pass(60_000);
    expect(polls()).toBe(28);
    // From 2 minutes: every 10 s.
    await pass(60_000);
    expect(polls()).toBe(34);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('moves to the confirmation when a poll finds the order paid', async () => {
    const { navigate } = renderQr(qrAnswer(EXPIRES), {
      [GET]: [{ body: qrAnswer(EXPIRES) }, { body: orderAnswer() }],
    });
    await pass(3_100);
    expect(navigate).not.toHaveBeenCalled();
    await pass(3_000);
    expect(navigate).toHaveBeenCalledWith(`/orders/${NUMBER}/confirmation`, { replace: true });
  });

  it('asks nothing while the tab is hidden, at once when it is back, and nothing from a minute past expiry', async () => {
    const { polls } = renderQr(qrAnswer(EXPIRES), { [GET]: { body: qrAnswer(EXPIRES) } });
    await pass(3_100);
    expect(polls()).toBe(1);
    act(() => focusManager.setFocused(false));
    await pass(60_000);
    expect(polls()).toBe(1);
    act(() => focusManager.setFocused(true));
    await pass(0);
    expect(polls()).toBe(2);

    await pass(15 * 60_000);
    const atEnd = polls();
    await pass(10 * 60_000);
    expect(polls()).toBe(atEnd);
  });

  it('checks the payment status on request: not yet, said on the page and in its live region; then paid', async () => {
    const { api, navigate } = renderQr(qrAnswer(EXPIRES), {
      [GET]: { body: qrAnswer(EXPIRES) },
      'POST orders/enquireKbankPayment': [{ body: qrAnswer(EXPIRES) }, { body: orderAnswer() }],
    });
    await pass(0);
    fireEvent.click(screen.getByRole('button', { name: 'Check payment status' }));
    await pass(0);
    expect(
      screen.getByText('We have not received your payment yet.', {
        selector: 'p.order-check-result',
      }),
    ).toBeTruthy();
    expect(announcement()).toBe('We have not received your payment yet.');
    expect(api.calls.find((call) => call.path === 'orders/enquireKbankPayment')?.body).toEqual({
      orderNumber: NUMBER,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Check payment status' }));
    await pass(0);
    expect(navigate).toHaveBeenCalledWith(`/orders/${NUMBER}/confirmation`, { replace: true });
  });

  it('says how long to wait when the order was checked a moment ago (429), on the page and in its live region', async () => {
    const wait = 'Your payment status was checked a moment ago. Try again in 40 s.';
    renderQr(qrAnswer(EXPIRES), {
      [GET]: { body: qrAnswer(EXPIRES) },
      'POST orders/enquireKbankPayment': {
        status: 429,
        body: {
          message: wait,
          statusCode: 429,
          statusMessage: 'Too Many Requests',
          data: { code: 'TOO_MANY_REQUESTS' },
        },
      },
    });
    await pass(0);
    fireEvent.click(screen.getByRole('button', { name: 'Check payment status' }));
    await pass(0);
    expect(screen.getByText(wait, { selector: 'p.order-check-result' })).toBeTruthy();
    expect(announcement()).toBe(wait);
  });
});
