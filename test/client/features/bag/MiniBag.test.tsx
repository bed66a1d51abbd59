import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MiniBag } from '../../../../client/api/bag-contract';
import { BagLink } from '../../../../client/features/bag/BagLink';
import { renderInSite } from '../../render-app';
import { scriptedApi } from '../shopper-fetch';
import { line } from './bag-fixtures';

afterEach(cleanup);

function mini(overrides: Partial<MiniBag> = {}): MiniBag {
  const serum = line({
    id: '1',
    quantity: 2,
    product: {
      ...line({ id: '1' }).product,
      name: 'Rose Serum',
      shade: 'Blush',
      shadeHex: '#e8b4a0',
    },
  });
  return {
    lines: [
      {
        id: serum.id,
        kind: serum.kind,
        quantity: serum.quantity,
        amount: serum.amount,
        product: serum.product,
        bundle: null,
      },
    ],
    count: 2,
    subtotal: 4000,
    total: 4000,
    currency: 'SGD',
    checkoutBlocked: false,
    ...overrides,
  };
}

function renderHeaderBag(answer: MiniBag) {
  const navigate = vi.fn();
  const api = scriptedApi({
    'GET cart/items-count/': { body: { count: answer.count } },
    'GET cart/bag/': { body: answer },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInSite(<BagLink />, { fetcher: api.fetcher, queryClient, navigate });
  return { api, navigate };
}

async function open() {
  const button = await screen.findByRole('button', { name: /^Bag, items/ });
  expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Your bag' });
  return { button, dialog };
}

describe('the mini-bag', () => {
  it('opens from the header bag button with the lines, subtotal, view bag and secure checkout', async () => {
    renderHeaderBag(mini());
    const { dialog } = await open();
    expect((dialog as HTMLDialogElement).open).toBe(true);
    await within(dialog).findByText('Rose Serum');
    expect(within(dialog).getByText('Blush')).toBeTruthy();
    expect(within(dialog).getByText('Quantity: 2')).toBeTruthy();
    expect(dialog.querySelector('.mini-bag-line-figures strong')?.textContent).toBe('$40');
    expect(dialog.querySelector('.mini-bag-subtotal')?.textContent).toBe('Subtotal $40');
    expect(
      within(dialog).getByRole('link', { name: 'View bag', hidden: true }).getAttribute('href'),
    ).toBe('/cart');
    expect(
      within(dialog)
        .getByRole('button', { name: 'Secure checkout', hidden: true })
        .getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('closes on Escape and gives focus back to the bag button', async () => {
    renderHeaderBag(mini());
    const { button, dialog } = await open();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('keeps secure checkout shut while a line blocks it, and says why', async () => {
    const { navigate } = renderHeaderBag(mini({ checkoutBlocked: true }));
    const { dialog } = await open();
    const checkout = await within(dialog).findByRole('button', {
      name: 'Secure checkout',
      hidden: true,
    });
    expect(checkout.getAttribute('aria-disabled')).toBe('true');
    const reason = document.getElementById(checkout.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toContain('Some items need your attention before checkout');
    fireEvent.click(checkout);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to the checkout, for guests too', async () => {
    const { navigate } = renderHeaderBag(mini());
    const { dialog } = await open();
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Secure checkout', hidden: true }),
    );
    expect(navigate).toHaveBeenCalledWith('/checkout');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the bag is empty', async () => {
    renderHeaderBag(mini({ lines: [], count: 0, subtotal: 0, total: 0 }));
    const { dialog } = await open();
    expect(
      await within(dialog).findByText('Your bag is empty. Discover something new to love.'),
    ).toBeTruthy();
  });
});
