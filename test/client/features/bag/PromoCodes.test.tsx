import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PromoState } from '../../../../client/api/bag-contract';
import { PromoCodes } from '../../../../client/features/bag/PromoCodes';
import { announcement, renderInSite } from '../../render-app';
import { scriptedApi } from '../shopper-fetch';
import { pricedBag, refusal } from './bag-fixtures';

afterEach(cleanup);

const money = (minor: number) => `$${minor / 100}`;
const INVALID = 'Sorry, the promotion is invalid';
const CASE = 'Codes are case-sensitive: check the capital letters.';

const offer = (overrides: Partial<PromoState>): PromoState => ({
  id: 1,
  code: 'BEAUTY10',
  title: '10% off your order',
  kind: 'percent',
  status: 'applicable',
  reasons: [],
  discount: 500,
  ...overrides,
});

const WALLET = {
  body: {
    offers: [
      offer({}),
      offer({
        id: 2,
        code: 'BIGSPEND',
        title: '15% off when you spend $70',
        status: 'ineligible',
        discount: 0,
        reasons: [
          {
            code: 'min_spend',
            message: 'Spend $20 more on eligible items (minimum $70).',
            params: { missing: '$20', required: '$70' },
          },
        ],
      }),
    ],
  },
};

function renderPromo(routes: Parameters<typeof scriptedApi>[0], bag = pricedBag()) {
  const api = scriptedApi({ 'GET cart/offers': WALLET, ...routes });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInSite(<PromoCodes bag={bag} money={money} />, { fetcher: api.fetcher, queryClient });
  return api;
}

const codeField = () => screen.getByLabelText('Promo code') as HTMLInputElement;

describe('PromoCodes', () => {
  it('shows the refusal and every reason the API gives, the case hint included, tied to the field', async () => {
    const api = renderPromo({
      'POST cart/discount-coupon/': refusal(422, 'PROMOTION_INVALID', INVALID, {
        field: 'code',
        reasons: [CASE],
        reasonCodes: ['code_case_mismatch'],
      }),
    });
    fireEvent.change(codeField(), { target: { value: ' beauty10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(document.querySelector('.promo-refusal')).not.toBeNull());
    const box = document.querySelector('.promo-refusal') as HTMLElement;
    expect(within(box).getByText(INVALID)).toBeTruthy();
    expect(within(box).getByText(CASE)).toBeTruthy();
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(codeField().getAttribute('aria-describedby')).toBe(box.id);
    expect(document.activeElement).toBe(codeField());
    expect(announcement()).toBe(`${INVALID} ${CASE}`);
    // Sent trimmed, with a key of its own; nothing else changed.
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([
      {
        method: 'POST',
        path: 'cart/discount-coupon/',
        body: { code: 'beauty10' },
        idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      },
    ]);
  });

  it('says an empty code needs typing, without asking the API', async () => {
    const api = renderPromo({});
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(document.querySelector('.promo-refusal')?.textContent).toBe('Enter a promo code.'),
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('lists the wallet with each status and reason, and applies an applicable code from it', async () => {
    const applied = pricedBag({ promo: offer({ status: 'applied' }) });
    const api = renderPromo({ 'POST cart/discount-coupon/': { body: applied } });
    const wallet = await screen.findByRole('region', { name: 'Available promos' });
    expect(within(wallet).getByText('You can use this code: $5 off')).toBeTruthy();
    expect(within(wallet).getByText('Not available for your bag yet')).toBeTruthy();
    expect(
      within(wallet).getByText('Spend $20 more on eligible items (minimum $70).'),
    ).toBeTruthy();
    // Only the applicable one has a button.
    expect(
      within(wallet)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Apply BEAUTY10']);
    fireEvent.click(within(wallet).getByRole('button', { name: 'Apply BEAUTY10' }));
    await waitFor(() => expect(announcement()).toBe('Promo code BEAUTY10 applied.'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ code: 'BEAUTY10' });
  });

  it('shows the applied code with what it takes off, and removes it', async () => {
    const bag = pricedBag({ promo: offer({ id: 7, status: 'applied' }) });
    const api = renderPromo({ 'DELETE cart/discount-coupon/7': { body: pricedBag() } }, bag);
    expect(screen.getByText('Promo code BEAUTY10 applied: $5 off.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove code BEAUTY10' }));
    await waitFor(() => expect(announcement()).toBe('Promo code BEAUTY10 removed.'));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(document.activeElement).toBe(codeField());
  });
});
