import { describe, expect, it } from 'vitest';
import { withCountry } from '../../../client/lib/address-country';

describe('withCountry', () => {
  it('ends an address with its country, as a label does', () => {
    expect(withCountry(['99 ถนนสุขุมวิท', 'กรุงเทพมหานคร 10110'], 'ประเทศไทย')).toEqual([
      '99 ถนนสุขุมวิท',
      'กรุงเทพมหานคร 10110',
      'ประเทศไทย',
    ]);
  });

  it('does not repeat a country the last line names (Singapore 238859)', () => {
    expect(withCountry(['1 Orchard Road', 'Singapore 238859'], 'Singapore')).toEqual([
      '1 Orchard Road',
      'Singapore 238859',
    ]);
  });
});
