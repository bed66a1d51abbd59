import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BeautyPass, TierProgress } from '../../../../client/api/beauty-pass-contract';
import { TierCard } from '../../../../client/features/beauty-pass/TierCard';
import type { Country, Language } from '../../../../client/lib/sites';
import { renderInSite } from '../../render-app';
import { BEAUTY_PASS } from './beauty-pass-fixtures';

afterEach(cleanup);

function renderTier(
  progress: TierProgress,
  site: { country?: Country; language?: Language; currency?: string } = {},
) {
  const pass: BeautyPass = {
    ...BEAUTY_PASS,
    tier: progress.tier,
    currency: site.currency ?? 'SGD',
    progress,
  };
  renderInSite(<TierCard pass={pass} />, { country: site.country, language: site.language });
}

const message = () => document.querySelector('.tier-message')?.textContent;
const note = () => document.querySelector('.tier-note')?.textContent ?? null;

const JUST_UPGRADED: TierProgress = {
  kind: 'just_upgraded',
  tier: 'gold',
  previous: 'black',
  until: '2027-12-31',
  spent: 160_000,
  target: null,
};
const JUST_DOWNGRADED: TierProgress = {
  kind: 'just_downgraded',
  tier: 'white',
  previous: 'black',
  remaining: 30_000,
  spent: 0,
  target: 30_000,
};
const IN_PROGRESS: TierProgress = {
  kind: 'in_progress',
  tier: 'white',
  next: 'black',
  remaining: 18_000,
  spent: 12_000,
  target: 30_000,
};
const DOWNGRADE_WARNING: TierProgress = {
  kind: 'downgrade_warning',
  tier: 'black',
  downTo: 'white',
  remaining: 5_000,
  daysLeft: 34,
  by: '2026-12-31',
  spent: 25_000,
  target: 30_000,
};
const TIER_KEPT: TierProgress = {
  kind: 'tier_kept',
  tier: 'black',
  until: '2027-12-31',
  next: 'gold',
  remaining: 90_000,
  spent: 60_000,
  target: 150_000,
};
const MAX_TIER: TierProgress = {
  kind: 'max_tier',
  tier: 'gold',
  remaining: 20_000,
  until: null,
  spent: 130_000,
  target: 150_000,
};

describe('TierCard: the progression message of each kind, with its figures (English, Singapore)', () => {
  it('names the tier', () => {
    renderTier(IN_PROGRESS);
    expect(screen.getByRole('heading', { name: 'Beauty Pass White' })).toBeTruthy();
  });

  it('just upgraded: welcome, and the day the tier holds to', () => {
    renderTier(JUST_UPGRADED);
    expect(message()).toBe('Welcome to Gold! Your tier is yours until 31 Dec 2027.');
  });

  it('just downgraded: the new tier, and what regains the previous one', () => {
    renderTier(JUST_DOWNGRADED);
    expect(message()).toBe('You are now White. Spend $300 this year to return to Black.');
  });

  it('in progress: what is left to reach the next tier', () => {
    renderTier(IN_PROGRESS);
    expect(message()).toBe('Spend $180 more to reach Black.');
    expect(note()).toBeNull();
  });

  it('downgrade warning: amount, day and days left, and the tier it would become', () => {
    renderTier(DOWNGRADE_WARNING);
    expect(message()).toBe('Spend $50 by 31 Dec 2026 to keep Black — 34 days left.');
    expect(note()).toBe('Otherwise your tier becomes White next year.');
  });

  it('downgrade warning: one day left, and the last day', () => {
    renderTier({ ...DOWNGRADE_WARNING, daysLeft: 1, remaining: 5_050 });
    expect(message()).toBe('Spend $50.50 by 31 Dec 2026 to keep Black — 1 day left.');
    cleanup();
    renderTier({ ...DOWNGRADE_WARNING, daysLeft: 0 });
    expect(message()).toBe('Spend $50 by 31 Dec 2026 to keep Black — today is the last day.');
  });

  it('tier kept: the day it holds to, and what reaches the next tier', () => {
    renderTier(TIER_KEPT);
    expect(message()).toBe('You have kept Black until 31 Dec 2027. Spend $900 more to reach Gold.');
  });

  it('tier kept without a tier above to reach: the day only', () => {
    renderTier({ ...TIER_KEPT, next: null, remaining: null, target: null });
    expect(message()).toBe('You have kept Black until 31 Dec 2027.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('max tier: what keeps Gold while there is some left, then the day it holds to', () => {
    renderTier(MAX_TIER);
    expect(message()).toBe(
      'You are Gold, our highest tier. Spend $200 more this year to keep Gold.',
    );
    cleanup();
    renderTier({ ...MAX_TIER, remaining: 0, until: null });
    expect(message()).toBe('You are Gold, our highest tier.');
    cleanup();
    renderTier({ ...MAX_TIER, remaining: 0, until: '2027-12-31', spent: 160_000 });
    expect(message()).toBe('You are Gold, our highest tier. It is yours until 31 Dec 2027.');
  });

  it('writes money in the member’s currency: rupiah without minor units', () => {
    renderTier(
      { ...IN_PROGRESS, remaining: 1_800_000, spent: 1_200_000, target: 3_000_000 },
      { country: 'id', language: 'en', currency: 'IDR' },
    );
    expect(message()).toBe('Spend Rp\u00a01.800.000 more to reach Black.');
  });
});

describe('TierCard: the spend bar', () => {
  it('is a progressbar of this year’s spend towards the target, named, with the money in words', () => {
    renderTier(IN_PROGRESS);
    const bar = screen.getByRole('progressbar', { name: 'Your spend this year' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('30000');
    expect(bar.getAttribute('aria-valuenow')).toBe('12000');
    expect(bar.getAttribute('aria-valuetext')).toBe('$120 of $300');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('40%');
  });

  it('stops full when the spend passed the target', () => {
    renderTier({ ...MAX_TIER, remaining: 0, until: '2027-12-31', spent: 160_000 });
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('150000');
    expect(bar.getAttribute('aria-valuetext')).toBe('$1,600 of $1,500');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
  });

  it('is absent where there is no target (just upgraded to Gold)', () => {
    renderTier(JUST_UPGRADED);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('TierCard in Thai (Thailand: baht, Buddhist-era dates)', () => {
  const th = { country: 'th', language: 'th', currency: 'THB' } as const;

  it('in progress', () => {
    renderTier({ ...IN_PROGRESS, remaining: 180_000, spent: 620_000, target: 800_000 }, th);
    expect(message()).toBe('ใช้จ่ายอีก ฿1,800 เพื่อเลื่อนเป็นระดับแบล็ก');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
      '฿6,200 จาก ฿8,000',
    );
  });

  it('downgrade warning', () => {
    renderTier({ ...DOWNGRADE_WARNING, remaining: 150_000 }, th);
    expect(message()).toBe(
      'ใช้จ่าย ฿1,500 ภายใน 31\u00a0ธ.ค.\u00a02569 เพื่อคงระดับแบล็ก (เหลืออีก 34 วัน)',
    );
    expect(note()).toBe('หากไม่ถึงยอดนี้ ระดับของคุณจะเปลี่ยนเป็นไวท์ในปีหน้า');
  });

  it('just upgraded, tier kept and max tier', () => {
    renderTier(JUST_UPGRADED, th);
    expect(message()).toBe('ยินดีต้อนรับสู่ระดับโกลด์ คุณจะคงระดับนี้ไว้ถึง 31\u00a0ธ.ค.\u00a02570');
    cleanup();
    renderTier({ ...TIER_KEPT, remaining: 2_400_000 }, th);
    expect(message()).toBe(
      'คุณคงระดับแบล็กไว้ได้ถึง 31\u00a0ธ.ค.\u00a02570 ใช้จ่ายอีก ฿24,000 เพื่อเลื่อนเป็นระดับโกลด์',
    );
    cleanup();
    renderTier({ ...MAX_TIER, remaining: 0 }, th);
    expect(message()).toBe('คุณอยู่ระดับโกลด์ ซึ่งเป็นระดับสูงสุดของเรา');
  });
});

describe('TierCard in Chinese (Hong Kong dollars)', () => {
  const zh = { country: 'hk', language: 'zh', currency: 'HKD' } as const;

  it('in progress and just downgraded', () => {
    renderTier({ ...IN_PROGRESS, remaining: 120_000, spent: 60_000, target: 180_000 }, zh);
    expect(screen.getByRole('heading', { name: 'Beauty Pass 白卡' })).toBeTruthy();
    expect(message()).toBe('再消費HK$1,200即可升級至黑卡。');
    cleanup();
    renderTier({ ...JUST_DOWNGRADED, remaining: 180_000, target: 180_000 }, zh);
    expect(message()).toBe('您現在是白卡會員。今年消費HK$1,800即可重返黑卡。');
  });

  it('downgrade warning and max tier', () => {
    renderTier({ ...DOWNGRADE_WARNING, remaining: 30_000 }, zh);
    expect(message()).toBe('請於2026年12月31日或之前消費HK$300以保留黑卡——尚餘34日。');
    cleanup();
    renderTier({ ...MAX_TIER, remaining: 100_000 }, zh);
    expect(message()).toBe('您是金卡會員，即我們的最高等級。今年再消費HK$1,000即可保留金卡。');
  });
});

describe('TierCard perks', () => {
  const withPerks = (
    tier: 'white' | 'black' | 'gold',
    perks: BeautyPass['perks'],
    language: Language = 'en',
  ) => {
    const pass: BeautyPass = { ...BEAUTY_PASS, tier, perks, progress: { ...IN_PROGRESS, tier } };
    renderInSite(<TierCard pass={pass} />, { country: language === 'th' ? 'th' : 'sg', language });
  };
  const perks = () => [...document.querySelectorAll('.tier-perks li')].map((li) => li.textContent);

  it("lists a tier's perks, and none for the entry tier", () => {
    withPerks('gold', [
      'free_shipping',
      'early_sale_access',
      'event_invitations',
      'welcome_gift',
      'birthday_gift',
    ]);
    expect(screen.getByRole('heading', { name: 'Your perks' })).toBeTruthy();
    expect(perks()).toEqual([
      'Free shipping on every order',
      'Early access to the member sale',
      'Invitations to store events',
      'A welcome gift',
      'A birthday gift',
    ]);
    cleanup();
    withPerks('white', []);
    expect(document.querySelector('.tier-perks')).toBeNull();
    cleanup();
    withPerks('black', ['early_sale_access', 'birthday_gift'], 'th');
    expect(perks()).toEqual(['เข้าช้อปเซลสมาชิกก่อนใคร', 'ของขวัญวันเกิด']);
  });
});
