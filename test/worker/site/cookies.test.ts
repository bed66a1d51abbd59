import { describe, expect, it } from 'vitest';
import { isPrintableCookie } from '../../../worker/site/cookies';

describe('isPrintableCookie', () => {
  it('accepts token names and printable values', () => {
    expect(isPrintableCookie('locale', 'sg')).toBe(true);
    expect(isPrintableCookie('lng_hk', 'zh')).toBe(true);
  });
  it('rejects separators, spaces and control characters', () => {
    expect(isPrintableCookie('lng hk', 'zh')).toBe(false);
    expect(isPrintableCookie('locale', 's;g')).toBe(false);
    expect(isPrintableCookie('locale', 's g')).toBe(false);
    expect(isPrintableCookie('locale', 'sg\n')).toBe(false);
    expect(isPrintableCookie('', 'sg')).toBe(false);
    expect(isPrintableCookie('locale', 'ü')).toBe(false);
  });
});
