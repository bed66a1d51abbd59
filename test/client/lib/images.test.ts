import { describe, expect, it } from 'vitest';
import { cardImageLoading, EAGER_CARD_IMAGES } from '../../../client/lib/images';

describe('cardImageLoading', () => {
  it('loads the first cards of a page at once and ahead of other images', () => {
    for (let position = 0; position < EAGER_CARD_IMAGES; position += 1) {
      expect(cardImageLoading(position)).toEqual({ loading: 'eager', fetchPriority: 'high' });
    }
  });

  it('leaves the rest, and cards with no position on the page, lazy with the default priority', () => {
    expect(cardImageLoading(EAGER_CARD_IMAGES)).toEqual({ loading: 'lazy' });
    expect(cardImageLoading(40)).toEqual({ loading: 'lazy' });
    expect(cardImageLoading(undefined)).toEqual({ loading: 'lazy' });
  });
});
