import type { Bundles } from '../../client/api/bag-contract';
import {
  VARIANT_DISPLAY,
  variantDisplayJoins,
  variantDisplayOf,
  type VariantDisplayRow,
} from './variant-display';
import type { Country, Language } from '../../client/lib/sites';

/**
 * The site's bundles (docs/business-rules.md#bundles): each with its price here, its items and what
 * the items cost on their own. A bundle with an item not sold on the site is not offered there. One
 * statement.
 */
export async function readBundles(
  db: D1Database,
  country: Country,
  language: Language,
): Promise<Bundles> {
  const { results } = await db
    .prepare(
      `SELECT bu.id, COALESCE(bt.name, bt_en.name) AS bundle_name, bo.price_minor, o.price_minor AS item_price,
              ${VARIANT_DISPLAY}
       FROM bundles bu
       JOIN bundle_offers bo ON bo.bundle_id = bu.id AND bo.country = ?1
       JOIN bundle_texts bt_en ON bt_en.bundle_id = bu.id AND bt_en.language = 'en'
       LEFT JOIN bundle_texts bt ON bt.bundle_id = bu.id AND bt.language = ?2
       JOIN bundle_items bi ON bi.bundle_id = bu.id
       JOIN variants v ON v.id = bi.variant_id
       ${variantDisplayJoins('?2')}
       LEFT JOIN variant_offers o ON o.variant_id = v.id AND o.country = ?1
       ORDER BY bu.id, bi.position`,
    )
    .bind(country, language)
    .all<
      VariantDisplayRow & {
        id: number;
        bundle_name: string;
        price_minor: number;
        item_price: number | null;
      }
    >();
  const bundles = new Map<number, Bundles['bundles'][number] & { complete: boolean }>();
  for (const row of results) {
    const bundle = bundles.get(row.id) ?? {
      id: row.id,
      name: row.bundle_name,
      price: row.price_minor,
      value: 0,
      items: [],
      complete: true,
    };
    if (row.item_price === null) bundle.complete = false;
    bundle.value += row.item_price ?? 0;
    const { variantId, productSlug, ...display } = variantDisplayOf(row);
    bundle.items.push({ variantId, product: { slug: productSlug, ...display } });
    bundles.set(row.id, bundle);
  }
  return {
    bundles: [...bundles.values()]
      .filter((bundle) => bundle.complete)
      .map(({ complete: _complete, ...bundle }) => bundle),
  };
}
