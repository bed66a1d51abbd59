import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderPage } from '../../../../client/features/orders/OrderPage';
import { announcement, renderInSite } from '../../render-app';
import { scriptedApi } from '../shopper-fetch';
import { orderAnswer } from './order-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NUMBER = 'ID482913077';
/** A BCA virtual account of an Indonesian order: Rp 373.000, payable for 24 hours. */
const answer = (expiresAt = '2099-03-06T06:30:00.000Z') => {
  const base = orderAnswer();
  return orderAnswer({
    order: {
      number: NUMBER,
      country: 'id',
      state: 'payment_pending',
      view: 'payment_instruction',
      summary: { ...base.order.summary, total: 373000, currency: 'IDR', promoCode: null },
    },
    payment: {
      method: 'va_bca',
      kind: 'virtual_account',
      status: 'pending',
      amount: 373000,
      currency: 'IDR',
      expiresAt,
      card: null,
      virtualAccount: { bank: 'bca', number: '70012482913077' },
    },
  });
};

function renderVa(body = answer(), clipboard = { writeText: vi.fn(async () => undefined) }) {
  vi.stubGlobal('navigator', { ...navigator, clipboard });
  const api = scriptedApi({ [`GET orders/${NUMBER}`]: { body } });
  renderInSite(<OrderPage number={NUMBER} asked="payment_instruction" />, {
    fetcher: api.fetcher,
    country: 'id',
    language: 'id',
    path: `/orders/${NUMBER}/payment_instruction`,
  });
  return clipboard;
}

describe('the virtual account page (Indonesia)', () => {
  it('shows the bank, the account number, the amount and the deadline', async () => {
    renderVa();
    const section = await screen.findByRole('region', {
      name: 'Bayar dengan transfer bank ke virtual account Anda',
    });
    const value = (term: string) =>
      within(section).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Bank')).toBe('BCA');
    expect(value('Nomor virtual account')).toContain('70012482913077');
    expect(value('Jumlah yang harus dibayar')).toMatch(/^Rp\s?373\.000/);
    // Jakarta time (UTC+7), in Indonesian.
    expect(value('Bayar sebelum')).toBe('6 Mar 2099, 13.30');
    expect(within(section).getByRole('button', { name: 'Cek status pembayaran' })).toBeTruthy();
  });

  it('copies the account number and the plain amount, and says so beside the button and in the live region', async () => {
    const clipboard = renderVa();
    fireEvent.click(await screen.findByRole('button', { name: 'Salin nomor rekening' }));
    await waitFor(() => expect(clipboard.writeText).toHaveBeenCalledWith('70012482913077'));
    expect(await screen.findByText('Tersalin', { selector: '.copy-status' })).toBeTruthy();
    expect(announcement()).toBe('Tersalin');

    fireEvent.click(screen.getByRole('button', { name: 'Salin jumlah' }));
    await waitFor(() => expect(clipboard.writeText).toHaveBeenLastCalledWith('373000'));
  });

  it('says to copy by hand when the clipboard is refused', async () => {
    renderVa(answer(), {
      writeText: vi.fn(async () => {
        throw new Error('denied');
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Salin nomor rekening' }));
    expect(
      await screen.findByText('Tidak dapat menyalin. Pilih teksnya dan salin sendiri.', {
        selector: '.copy-status',
      }),
    ).toBeTruthy();
  });

  it("lists the bank's steps for ATM, mobile and internet banking", async () => {
    renderVa();
    const steps = await screen.findByRole('region', { name: 'Cara membayar' });
    const channels = within(steps)
      .getAllByText(/ATM|Mobile banking|Internet banking/, { selector: 'summary' })
      .map((summary) => summary.textContent);
    expect(channels).toEqual(['ATM', 'Mobile banking', 'Internet banking']);
    const atm = steps.querySelector('details ol');
    expect(atm?.querySelectorAll('li')).toHaveLength(5);
    expect(atm?.textContent).toContain('Masukkan nomor virtual account.');
  });

  it('past its deadline says the account has expired, without the number', async () => {
    renderVa(answer('2020-01-01T00:00:00.000Z'));
    expect(
      await screen.findByText(
        'Virtual account ini sudah kedaluwarsa dan tidak dapat dibayar lagi.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('70012482913077')).toBeNull();
  });
});
