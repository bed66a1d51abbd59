import { describe, expect, it } from 'vitest';
import { SITES } from '../../../../client/lib/sites';
import { pointsToEarn, UNITS_PER_POINT } from '../../../../client/lib/pricing/points';

describe('pointsToEarn', () => {
  it('gives 1 point per whole dollar in SGD, AUD and NZD, dropping cents', () => {
    expect(pointsToEarn(3500, 'SGD')).toBe(35);
    expect(pointsToEarn(3599, 'SGD')).toBe(35);
    expect(pointsToEarn(4250, 'AUD')).toBe(42);
    expect(pointsToEarn(99, 'NZD')).toBe(0);
  });

  it('scales the unit for the other currencies', () => {
    expect(pointsToEarn(9000, 'MYR')).toBe(30); // RM90 / 3
    expect(pointsToEarn(29_000, 'HKD')).toBe(58); // HK$290 / 5
    expect(pointsToEarn(75_000, 'THB')).toBe(30); // ฿750 / 25
    expect(pointsToEarn(150_000, 'PHP')).toBe(37); // ₱1,500 / 40 = 37.5
    expect(pointsToEarn(350_000, 'IDR')).toBe(35); // Rp350.000 (no minor digits) / 10,000
  });

  it('earns about the same for the same product in every country', () => {
    const prices = {
      SGD: 3500,
      AUD: 3900,
      NZD: 4300,
      MYR: 11_500,
      HKD: 20_500,
      THB: 90_000,
      PHP: 150_000,
      IDR: 380_000,
    };
    for (const [currency, price] of Object.entries(prices))
      expect(pointsToEarn(price, currency)).toBeGreaterThanOrEqual(30);
    for (const [currency, price] of Object.entries(prices))
      expect(pointsToEarn(price, currency)).toBeLessThanOrEqual(45);
  });

  it('applies the rule to the line (price times quantity), then doubles on birthdays', () => {
    expect(pointsToEarn(950, 'SGD', { quantity: 2 })).toBe(19);
    expect(pointsToEarn(3500, 'SGD', { birthday: true })).toBe(70);
  });

  it('gives no points for nothing, odd input or an unknown currency', () => {
    expect(pointsToEarn(0, 'SGD')).toBe(0);
    expect(pointsToEarn(-500, 'SGD')).toBe(0);
    expect(pointsToEarn(12.5, 'SGD')).toBe(0);
    expect(pointsToEarn(3500, 'SGD', { quantity: 0 })).toBe(0);
    expect(pointsToEarn(3500, 'EUR')).toBe(0);
  });

  it('has a unit for the currency of every site', () => {
    for (const site of Object.values(SITES))
      expect(UNITS_PER_POINT[site.currency]).toBeGreaterThan(0);
  });
});
