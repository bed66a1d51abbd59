import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GiftOffer, PricedBag } from '../../../../client/api/bag-contract';
import { GiftOffers } from '../../../../client/features/bag/GiftOffers';
import { announcement, renderInSite } from '../../render-app';
import { scriptedApi } from '../shopper-fetch';
import { line, pricedBag } from './bag-fixtures';

afterEach(cleanup);

const product = (name: string) => ({ ...line({ id: '9' }).product, name });

function offer(overrides: Partial<GiftOffer> = {}): GiftOffer {
  return {
    id: 13,
    title: 'Free gifts over $70',
    active: true,
    reasons: [],
    maxChoices: 2,
    chosen: [],
    gifts: [
      { variantId: 101, product: product('Hand Cream'), available: true },
      { variantId: 102, product: product('Lip Balm'), available: true },
      { variantId: 103, product: product('Mini Mist'), available: false },
    ],
    ...overrides,
  };
}

function renderGifts(answer: GiftOffer, routes: Parameters<typeof scriptedApi>[0] = {}) {
  const api = scriptedApi({ 'GET multiple-gwps/13': { body: answer }, ...routes });
  const { gifts: _gifts, ...state } = answer;
  const gifts: PricedBag['gifts'] = [state];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInSite(<GiftOffers gifts={gifts} />, { fetcher: api.fetcher, queryClient });
  return api;
}

async function openDialog() {
  const opener = screen.getByRole('button', { name: /^(Choose|Change) gifts/ });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', {
    name: 'Choose your free gifts: Free gifts over $70',
  });
  await within(dialog).findByText('Hand Cream');
  return { dialog, opener };
}

const button = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name, hidden: true });

describe('the free-gift dialog', () => {
  it('counts each gift from 0, the total up to the offer maximum', async () => {
    renderGifts(offer());
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Chosen: 0 of 2')).toBeTruthy();
    expect(button(dialog, 'One fewer Hand Cream').getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(button(dialog, 'One more Hand Cream'));
    fireEvent.click(button(dialog, 'One more Hand Cream'));
    expect(within(dialog).getByText('Chosen: 2 of 2')).toBeTruthy();
    // At the maximum every plus says no, and pressing one changes nothing.
    expect(button(dialog, 'One more Lip Balm').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button(dialog, 'One more Lip Balm'));
    expect(within(dialog).getByText('Chosen: 2 of 2')).toBeTruthy();

    fireEvent.click(button(dialog, 'One fewer Hand Cream'));
    fireEvent.click(button(dialog, 'One more Lip Balm'));
    expect(within(dialog).getByLabelText('Number of Hand Cream').textContent).toBe('1');
    expect(within(dialog).getByLabelText('Number of Lip Balm').textContent).toBe('1');
    // A gift out of stock cannot be chosen.
    expect(button(dialog, 'One more Mini Mist').getAttribute('aria-disabled')).toBe('true');
  });

  it('saves the whole choice, closes and returns focus to its button', async () => {
    const api = renderGifts(offer({ chosen: [{ variantId: 102, quantity: 1 }] }), {
      'POST multiple-gwps/13': { body: pricedBag() },
    });
    const { dialog, opener } = await openDialog();
    // It opens on the choice already made.
    expect(within(dialog).getByText('Chosen: 1 of 2')).toBeTruthy();
    fireEvent.click(button(dialog, 'One more Hand Cream'));
    fireEvent.click(button(dialog, 'Save my gifts'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(announcement()).toBe('Gifts chosen for Free gifts over $70: 2.');
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: 'multiple-gwps/13',
      body: {
        gifts: [
          { variantId: 101, quantity: 1 },
          { variantId: 102, quantity: 1 },
        ],
      },
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
  });

  it('shows why an inactive offer does not apply, and saves nothing', async () => {
    const api = renderGifts(
      offer({
        active: false,
        reasons: [
          { code: 'min_spend', message: 'Spend $12 more on eligible items (minimum $70).' },
        ],
      }),
    );
    expect(screen.getByText('Spend $12 more on eligible items (minimum $70).')).toBeTruthy();
    const { dialog } = await openDialog();
    expect(
      within(dialog).getByText('Spend $12 more on eligible items (minimum $70).'),
    ).toBeTruthy();
    expect(button(dialog, 'One more Hand Cream').getAttribute('aria-disabled')).toBe('true');
    expect(button(dialog, 'Save my gifts').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button(dialog, 'Save my gifts'));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('closes on Escape, focus back on its button', async () => {
    renderGifts(offer());
    const { dialog, opener } = await openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
