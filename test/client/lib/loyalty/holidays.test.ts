import { describe, expect, it } from 'vitest';
import { holidaysOf, PUBLIC_HOLIDAYS } from '../../../../client/lib/loyalty/holidays';
import { COUNTRIES } from '../../../../client/lib/sites';

const isRealDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

describe('public holidays per site', () => {
  it.each(COUNTRIES)('%s: real dates, sorted, no duplicates', (country) => {
    const dates = PUBLIC_HOLIDAYS[country];
    for (const date of dates) expect(isRealDate(date), date).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it.each(COUNTRIES)('%s: at least 8 holidays in each of 2026 and 2027', (country) => {
    for (const year of ['2026', '2027']) {
      const count = PUBLIC_HOLIDAYS[country].filter((date) => date.startsWith(`${year}-`)).length;
      expect(count, `${country} ${year}`).toBeGreaterThanOrEqual(8);
    }
  });

  it('holds the fixed-date holidays every country keeps', () => {
    for (const country of COUNTRIES) {
      expect(PUBLIC_HOLIDAYS[country]).toContain('2026-01-01');
      expect(PUBLIC_HOLIDAYS[country]).toContain('2027-01-01');
    }
    expect(holidaysOf('sg').has('2026-08-10')).toBe(true); // National Day observed
    expect(holidaysOf('th').has('2026-04-13')).toBe(true); // Songkran
    expect(holidaysOf('id').has('2026-08-17')).toBe(true); // Independence Day
    expect(holidaysOf('au').has('2026-01-26')).toBe(true); // Australia Day
    expect(holidaysOf('nz').has('2026-02-06')).toBe(true); // Waitangi Day
  });

  it('builds each site’s set once, from that site’s list only', () => {
    expect(holidaysOf('hk')).toBe(holidaysOf('hk'));
    expect(holidaysOf('hk').size).toBe(PUBLIC_HOLIDAYS.hk.length);
    expect(holidaysOf('au').has('2026-10-01')).toBe(false); // HK's National Day
  });
});
