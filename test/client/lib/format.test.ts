import { describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatMoney,
  formatNumber,
  formatRating,
  formatSize,
} from '../../../client/lib/format';
import {
  formatDateSpan,
  formatSiteDate,
  formatTimeSpan,
  formatWeekday,
} from '../../../client/lib/format-dates';

/** Intl uses no-break spaces; compare them as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('formats minor units in the currency of the SG, MY, ID, TH, HK and PH sites', () => {
    expect(plain(formatMoney(3500, 'SGD', 'en-SG'))).toBe('$35');
    expect(plain(formatMoney(3599, 'SGD', 'en-SG'))).toBe('$35.99');
    expect(plain(formatMoney(8000, 'MYR', 'en-MY'))).toBe('RM 80');
    expect(plain(formatMoney(500000, 'IDR', 'id-ID'))).toBe('Rp 500.000');
    expect(plain(formatMoney(50000, 'THB', 'th-TH'))).toBe('฿500');
    expect(plain(formatMoney(30000, 'HKD', 'zh-HK'))).toBe('HK$300');
    expect(plain(formatMoney(300000, 'PHP', 'en-PH'))).toBe('₱3,000');
  });
});

describe('formatNumber and formatDate', () => {
  it('follow the locale', () => {
    expect(formatNumber(1234567, 'id-ID')).toBe('1.234.567');
    expect(
      formatDate('2026-11-21T00:00:00Z', 'en-SG', { dateStyle: 'long', timeZone: 'UTC' }),
    ).toBe('21 November 2026');
  });
});

describe('English on each site formats the way that country writes English', () => {
  it('shows the baht sign and day-month-year on the Thai site in English, not THB and US order', () => {
    expect(plain(formatMoney(61500, 'THB', 'en-TH'))).toBe('฿615');
    expect(
      formatDate('2026-03-05T00:00:00Z', 'en-TH', { dateStyle: 'medium', timeZone: 'UTC' }),
    ).toBe('5 Mar 2026');
    expect(formatNumber(4.2, 'en-TH')).toBe('4.2');
  });

  it('keeps other sites on their own CLDR conventions (SG, AU and PH dates, HK money, Thai dates)', () => {
    expect(
      formatDate('2026-03-05T00:00:00Z', 'en-SG', { dateStyle: 'medium', timeZone: 'UTC' }),
    ).toBe('5 Mar 2026');
    expect(
      formatDate('2026-03-05T00:00:00Z', 'en-AU', { dateStyle: 'medium', timeZone: 'UTC' }),
    ).toBe('5 Mar 2026');
    // The Philippines writes month first: en-PH is right to.
    expect(
      formatDate('2026-03-05T00:00:00Z', 'en-PH', { dateStyle: 'medium', timeZone: 'UTC' }),
    ).toBe('Mar 5, 2026');
    expect(plain(formatMoney(30000, 'HKD', 'en-HK'))).toBe('HK$300');
    // Thai dates keep the Buddhist era Thai shoppers read.
    expect(
      formatDate('2026-03-05T00:00:00Z', 'th-TH', { dateStyle: 'medium', timeZone: 'UTC' }),
    ).toBe('5\u00a0มี.ค.\u00a02569');
  });

  it('never prints an ISO currency code where a site has a sign', () => {
    for (const [currency, locale] of [
      ['AUD', 'en-AU'],
      ['HKD', 'en-HK'],
      ['HKD', 'zh-HK'],
      ['IDR', 'id-ID'],
      ['IDR', 'en-ID'],
      ['MYR', 'en-MY'],
      ['NZD', 'en-NZ'],
      ['PHP', 'en-PH'],
      ['SGD', 'en-SG'],
      ['THB', 'th-TH'],
      ['THB', 'en-TH'],
    ]) {
      expect(formatMoney(1500, currency, locale), `${currency} in ${locale}`).not.toContain(
        currency,
      );
    }
  });
});

describe('numbers in the page language', () => {
  it('writes a rating with the decimal comma in Indonesian and the point elsewhere', () => {
    expect(formatRating(3.3, 'id-ID')).toBe('3,3');
    expect(formatRating(4, 'id-ID')).toBe('4');
    expect(formatRating(4.25, 'en-SG')).toBe('4.3');
    expect(formatRating(3.3, 'th-TH')).toBe('3.3');
  });

  it('writes a size with its unit through Intl: 3,5 g in Indonesian', () => {
    expect(plain(formatSize('3.5 g', 'id-ID'))).toBe('3,5 g');
    expect(plain(formatSize('30 ml', 'en-SG'))).toBe('30 ml');
    expect(plain(formatSize('1 l', 'en-AU'))).toBe('1 L');
    expect(plain(formatSize('1.8 g', 'zh-HK'))).toBe('1.8 克');
    expect(plain(formatSize('50 ml', 'th-TH'))).toBe('50 มล.');
    // A label that is not an amount and a unit shows as it is.
    expect(formatSize('Travel size', 'id-ID')).toBe('Travel size');
  });
});

describe('Intl formatters', () => {
  it('are built once per locale and options, not once per number (a listing formats hundreds while it hydrates)', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (let count = 1; count <= 50; count += 1) {
        formatNumber(count * 1000, 'en-MY');
        formatRating(count / 10, 'en-MY');
        formatMoney(count * 100, 'MYR', 'en-MY');
      }
      // Whole and fractional amounts differ in options: at most two money formatters.
      expect(built.mock.calls.length).toBeLessThanOrEqual(4);
      expect(plain(formatMoney(8050, 'MYR', 'en-MY'))).toBe('RM 80.50');
    } finally {
      built.mockRestore();
    }
  });
});

describe('site dates and opening hours (checkout: delivery estimates, store hours)', () => {
  it('writes a span of site dates, or one date, whatever the browser’s time zone', () => {
    expect(plain(formatDateSpan('2026-03-05', '2026-03-09', 'en-SG'))).toBe('5–9 Mar 2026');
    expect(plain(formatDateSpan('2026-03-30', '2026-04-02', 'en-SG'))).toBe('30 Mar – 2 Apr 2026');
    expect(plain(formatDateSpan('2026-03-05', '2026-03-05', 'en-SG'))).toBe('5 Mar 2026');
    expect(plain(formatDateSpan('2026-03-05', '2026-03-09', 'th-TH'))).toBe('5–9 มี.ค. 2569');
    expect(plain(formatSiteDate('2026-03-05', 'zh-HK'))).toBe('2026年3月5日');
  });

  it('writes a span in the style of one date in every language (Chinese as 2026年12月1日至3日)', () => {
    expect(formatDateSpan('2026-12-01', '2026-12-03', 'zh-HK')).toBe('2026年12月1日至3日');
    expect(formatDateSpan('2026-11-30', '2026-12-03', 'zh-HK')).toBe('2026年11月30日至12月3日');
    expect(formatDateSpan('2026-12-30', '2027-01-02', 'zh-HK')).toBe(
      '2026年12月30日至2027年1月2日',
    );
    expect(formatDateSpan('2026-12-01', '2026-12-01', 'zh-HK')).toBe('2026年12月1日');
    expect(plain(formatDateSpan('2026-11-30', '2026-12-03', 'id-ID'))).toBe('30 Nov – 3 Des 2026');
    expect(plain(formatDateSpan('2026-12-30', '2027-01-02', 'en-TH'))).toBe(
      '30 Dec 2026 – 2 Jan 2027',
    );
  });

  it('keeps a Thai date whole on a line (no-break spaces), a span breakable only at its dash', () => {
    expect(formatSiteDate('2026-12-07', 'th-TH')).toBe('7\u00a0ธ.ค.\u00a02569');
    expect(formatDateSpan('2026-11-30', '2026-12-03', 'th-TH')).toBe(
      '30\u00a0พ.ย. – 3\u00a0ธ.ค.\u00a02569',
    );
    // Other languages break a date at a space, as print does.
    expect(formatSiteDate('2026-12-07', 'en-TH')).toBe('7 Dec 2026');
  });

  it('writes opening hours and weekdays as the locale does', () => {
    expect(plain(formatTimeSpan('10:00', '22:00', 'en-SG'))).toBe('10:00 am – 10:00 pm');
    expect(plain(formatTimeSpan('10:00', '22:00', 'id-ID'))).toBe('10.00–22.00');
    expect(formatWeekday(0, 'en-SG')).toBe('Mon');
    expect(formatWeekday(6, 'en-SG', 'long')).toBe('Sunday');
  });
});
