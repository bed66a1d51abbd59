import { describe, expect, it } from 'vitest';
import en from '../../../locales/en';
import id from '../../../locales/id';
import { createTranslator, withLocaleNumbers } from '../../../client/lib/i18n';

describe('withLocaleNumbers', () => {
  it('writes the numbers given to a message through Intl in the page locale (Indonesian 2.000 and 3,3)', () => {
    const t = withLocaleNumbers(createTranslator('id', id as typeof en), 'id-ID');
    expect(t('listing.counter', { from: 1, to: 24, total: 2000 })).toBe('1-24 dari 2.000 hasil');
    expect(t('card.rating', { rating: 3.3, count: 1234 })).toContain('3,3');
  });

  it('leaves text as it is (already formatted prices, names)', () => {
    const t = withLocaleNumbers(createTranslator('en', en), 'en-SG');
    expect(t('card.was', { price: '$1,000.50' })).toBe('Was $1,000.50');
    expect(t('listing.counter', { from: 1, to: 24, total: 2000 })).toBe('1-24 of 2,000 results');
  });
});
