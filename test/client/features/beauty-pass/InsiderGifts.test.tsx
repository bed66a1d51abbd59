import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INSIDER_GIFT_KINDS, type InsiderGift } from '../../../../client/api/beauty-pass-contract';
import { InsiderGifts } from '../../../../client/features/beauty-pass/InsiderGifts';
import { renderInSite } from '../../render-app';

afterEach(cleanup);

const WELCOME: InsiderGift = {
  kind: 'welcome_voucher',
  code: 'WELCOME-7Q2K',
  redeemBy: { day: 31, month: 5, year: 2026 },
  state: 'available',
};
const BIRTHDAY_POINTS: InsiderGift = {
  kind: 'birthday_points',
  code: null,
  redeemBy: null,
  state: 'active',
};
const STAFF: InsiderGift = { kind: 'staff_discount', code: null, redeemBy: null, state: 'active' };

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('InsiderGifts', () => {
  it('shows each gift by name and description, its code to copy, redeem-by date with its year, and state', () => {
    renderInSite(<InsiderGifts gifts={[WELCOME, BIRTHDAY_POINTS, STAFF]} />);
    expect(screen.getByRole('heading', { name: 'Insider gifts' })).toBeTruthy();
    const welcome = within(card('Welcome voucher'));
    expect(
      welcome.getByText('Thank you for joining Beauty Pass: a voucher for your next order.'),
    ).toBeTruthy();
    expect(welcome.getByText('WELCOME-7Q2K').tagName).toBe('CODE');
    expect(welcome.getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(welcome.getByText('Redeem by 31 May 2026')).toBeTruthy();
    expect(welcome.getByText('Ready to use')).toBeTruthy();

    const birthday = within(card('Birthday points'));
    expect(birthday.queryByText(/Redeem by/)).toBeNull();
    expect(birthday.queryByRole('button')).toBeNull();
    expect(birthday.getByText('Active')).toBeTruthy();
    expect(
      within(card('Staff discount')).getByText('30% off everything, 45% off our house brand.'),
    ).toBeTruthy();
  });

  it('writes the redeem-by day in the page’s language', () => {
    renderInSite(<InsiderGifts gifts={[{ ...WELCOME, state: 'redeemed' }]} />, {
      country: 'hk',
      language: 'zh',
    });
    expect(screen.getByText('請於2026年5月31日或之前使用')).toBeTruthy();
    expect(screen.getByText('已使用')).toBeTruthy();
    cleanup();
    renderInSite(<InsiderGifts gifts={[WELCOME]} />, { country: 'th', language: 'th' });
    expect(screen.getByText('ใช้ได้ถึง 31 พ.ค. 2569')).toBeTruthy();
  });

  it('names every kind of gift in every language', () => {
    const gifts = INSIDER_GIFT_KINDS.map((kind): InsiderGift => ({
      kind,
      code: null,
      redeemBy: null,
      state: 'available',
    }));
    for (const language of ['en', 'zh', 'id', 'th'] as const) {
      renderInSite(<InsiderGifts gifts={gifts} />, { language, country: 'sg' });
      const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      expect(names).toHaveLength(INSIDER_GIFT_KINDS.length);
      for (const name of names) expect(name).not.toMatch(/beautyPass\./);
      cleanup();
    }
  });

  it('says what will come when there are no gifts yet', () => {
    renderInSite(<InsiderGifts gifts={[]} />);
    expect(screen.getByText(/Your insider gifts will appear here/)).toBeTruthy();
  });
});
