import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from '../../../client/lib/format';

/** Intl uses no-break spaces; compare them as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('formats minor units in the currency of each site', () => {
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
    expect(formatDate('2026-11-21T00:00:00Z', 'en-SG', { dateStyle: 'long', timeZone: 'UTC' })).toBe('21 November 2026');
  });
});
