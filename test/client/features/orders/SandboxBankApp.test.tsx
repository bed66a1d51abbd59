import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SandboxBankApp } from '../../../../client/features/orders/SandboxBankApp';
import { announcement, renderInSite } from '../../render-app';
import { apiError, scriptedApi } from '../shopper-fetch';

afterEach(cleanup);

const payment = (orderNumber: string, method: string, status: string) => ({
  orderNumber,
  method,
  amount: 90000,
  currency: 'THB',
  status,
  expiresAt: '2026-03-05T06:45:00.000Z',
});

describe('the sandbox bank app', () => {
  it('lists the open payments with their buttons; a press sends the outcome, says so and asks for the list again', async () => {
    const qr = payment('TH000000001', 'promptpay', 'pending');
    const review = payment('SG000000002', 'card', 'review');
    const api = scriptedApi({
      'GET sandbox/payments/': [
        { body: { payments: [qr, review] } },
        { body: { payments: [review] } },
      ],
      'POST sandbox/payments/TH000000001': { body: { events: 1 } },
    });
    renderInSite(<SandboxBankApp />, { fetcher: api.fetcher });
    const pending = await screen.findByRole('article', { name: 'TH000000001' });
    expect(pending.textContent).toContain('PromptPay');
    expect(pending.textContent).toContain('Waiting for payment');
    expect(
      within(pending)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pay', 'Fail', 'Expire']);
    const held = screen.getByRole('article', { name: 'SG000000002' });
    expect(held.textContent).toContain('Held for risk review');
    expect(
      within(held)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Block']);

    fireEvent.click(screen.getByRole('button', { name: 'Pay order TH000000001' }));
    expect(
      await screen.findByText('Pay: sent for order TH000000001.', { selector: '.form-message' }),
    ).toBeTruthy();
    expect(announcement()).toBe('Pay: sent for order TH000000001.');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'TH000000001' })).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: 'sandbox/payments/TH000000001',
      body: { outcome: 'pay' },
    });
  });

  it("says the API's refusal", async () => {
    const api = scriptedApi({
      'GET sandbox/payments/': {
        body: { payments: [payment('TH000000001', 'promptpay', 'pending')] },
      },
      'POST sandbox/payments/TH000000001': apiError(
        409,
        'NOTHING_OPEN',
        'This order is not waiting for a payment.',
      ),
    });
    renderInSite(<SandboxBankApp />, { fetcher: api.fetcher });
    fireEvent.click(await screen.findByRole('button', { name: 'Expire order TH000000001' }));
    expect(
      await screen.findByText('Order TH000000001: This order is not waiting for a payment.', {
        selector: '.form-message',
      }),
    ).toBeTruthy();
  });
});
