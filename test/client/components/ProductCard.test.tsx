import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductCard as Card } from '../../../client/api/catalogue-contract';
import { ProductCard } from '../../../client/components/ProductCard';
import { renderInSite } from '../render-app';

afterEach(cleanup);

const CARD: Card = {
  id: 7,
  slug: 'lipstik-7',
  name: 'Lipstik Satin Taman Mawar',
  brand: { slug: 'solenne', name: 'Solenne' },
  variantId: 70,
  image: '/images/p/makeup/c0507a.svg',
  shadeCount: 12,
  price: { amount: 61500, currency: 'IDR' },
  compareAt: null,
  rating: { average: 3.3, count: 1234 },
  flags: { new: false, exclusive: false, limited: false, onSale: false, cncOnly: false },
  inStock: true,
  launchAt: null,
  priority: null,
};

describe('ProductCard numbers', () => {
  it('writes the rating and counts in Indonesian conventions on the Indonesian site', () => {
    const { container } = renderInSite(<ProductCard card={CARD} />, {
      country: 'id',
      language: 'id',
    });
    const meta = container.querySelector('.card-meta')?.textContent ?? '';
    expect(meta).toContain('3,3');
    expect(meta).toContain('1.234');
    expect(meta).not.toContain('3.3');
  });

  it('writes them with the decimal point in Thai', () => {
    const { container } = renderInSite(
      <ProductCard card={{ ...CARD, price: { amount: 61500, currency: 'THB' } }} />,
      { country: 'th', language: 'th' },
    );
    expect(container.querySelector('.card-meta')?.textContent).toContain('3.3');
    expect(container.querySelector('.card-meta')?.textContent).toContain('1,234');
  });
});
