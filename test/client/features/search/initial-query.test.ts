import { describe, expect, it } from 'vitest';
import { initialQuery } from '../../../../client/features/search/initial-query';
import { SEARCH_MAX_LENGTH } from '../../../../client/features/search/limits';

describe('initialQuery', () => {
  it("shows a search page's query in the box", () => {
    expect(initialQuery('/search', 'q=rouge+velvet&sort=newest')).toBe('rouge velvet');
  });

  it('is empty elsewhere, and on a search page without a query', () => {
    expect(initialQuery('/brands/maison', 'q=rouge')).toBe('');
    expect(initialQuery('/search', 'sort=newest')).toBe('');
  });

  it('keeps no more than the box takes', () => {
    expect(initialQuery('/search', `q=${'a'.repeat(SEARCH_MAX_LENGTH + 5)}`)).toHaveLength(
      SEARCH_MAX_LENGTH,
    );
  });
});
