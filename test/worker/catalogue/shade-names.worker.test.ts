import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { loadProductDetail } from '../../../worker/catalogue/product-detail';

/** A product sold in Hong Kong and Thailand with at least two shades. */
async function shadedProduct(): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT p.slug FROM products p WHERE (SELECT COUNT(*) FROM variants v WHERE v.product_id = p.id AND v.shade_name IS NOT NULL) >= 2
       AND EXISTS (SELECT 1 FROM listing l WHERE l.product_id = p.id AND l.country = 'hk')
       AND EXISTS (SELECT 1 FROM listing l WHERE l.product_id = p.id AND l.country = 'th') ORDER BY p.id LIMIT 1`,
  ).first<{ slug: string }>();
  return row!.slug;
}

describe('shade names on the product page', () => {
  it('come in the page language: Chinese in zh, Thai in th, English in en', async () => {
    const slug = await shadedProduct();
    const zh = await loadProductDetail(env.DB, slug, { country: 'hk', language: 'zh' });
    const th = await loadProductDetail(env.DB, slug, { country: 'th', language: 'th' });
    const en = await loadProductDetail(env.DB, slug, { country: 'hk', language: 'en' });
    expect(zh!.variants.every((variant) => /\p{Script=Han}/u.test(variant.shadeName ?? ''))).toBe(
      true,
    );
    expect(th!.variants.every((variant) => /[\u0e00-\u0e7f]/.test(variant.shadeName ?? ''))).toBe(
      true,
    );
    expect(
      en!.variants.every((variant) => /^[A-Za-z][A-Za-z0-9 ]+$/.test(variant.shadeName ?? '')),
    ).toBe(true);
    // The same variants in the same order, whatever the language.
    expect(zh!.variants.map((variant) => variant.sku)).toEqual(
      en!.variants.map((variant) => variant.sku),
    );
  });
});
