import type { Bundles } from '../../client/api/bag-contract';
import { productImageUrl } from '../../client/lib/images';
import type { Country, Language } from '../../client/lib/sites';

/**
 * The site's bundles (issue 9): each with its price here, its items and what the items cost on
 * their own. A bundle with an item not sold on the site is not offered there. One statement.
 */
export async function readBundles(
  db: D1Database,
  country: Country,
  language: Language,
): Promise<Bundles> {
  const { results } = await db
    .prepare(
      `SELECT b.id, COALESCE(bt.name, bt_en.name) AS name, bo.price_minor, bi.variant_id, o.price_minor AS item_price,
              p.slug, COALESCE(t.name, t_en.name) AS product_name, br.name AS brand,
              COALESCE(sn.name, v.shade_name) AS shade, v.shade_hex, v.size_label, top.slug AS top_slug
       FROM bundles b
       JOIN bundle_offers bo ON bo.bundle_id = b.id AND bo.country = ?1
       JOIN bundle_texts bt_en ON bt_en.bundle_id = b.id AND bt_en.language = 'en'
       LEFT JOIN bundle_texts bt ON bt.bundle_id = b.id AND bt.language = ?2
       JOIN bundle_items bi ON bi.bundle_id = b.id
       JOIN variants v ON v.id = bi.variant_id
       JOIN products p ON p.id = v.product_id
       JOIN brands br ON br.id = p.brand_id
       JOIN categories sub ON sub.id = p.category_id
       JOIN categories mid ON mid.id = sub.parent_id
       JOIN categories top ON top.id = mid.parent_id
       JOIN product_texts t_en ON t_en.product_id = p.id AND t_en.language = 'en'
       LEFT JOIN product_texts t ON t.product_id = p.id AND t.language = ?2
       LEFT JOIN variant_shade_names sn ON sn.variant_id = v.id AND sn.language = ?2
       LEFT JOIN variant_offers o ON o.variant_id = v.id AND o.country = ?1
       ORDER BY b.id, bi.position`,
    )
    .bind(country, language)
    .all<{
      id: number;
      name: string;
      price_minor: number;
      variant_id: number;
      item_price: number | null;
      slug: string;
      product_name: string;
      brand: string;
      shade: string | null;
      shade_hex: string | null;
      size_label: string;
      top_slug: string;
    }>();
  const bundles = new Map<number, Bundles['bundles'][number] & { complete: boolean }>();
  for (const row of results) {
    const bundle = bundles.get(row.id) ?? {
      id: row.id,
      name: row.name,
      price: row.price_minor,
      value: 0,
      items: [],
      complete: true,
    };
    if (row.item_price === null) bundle.complete = false;
    bundle.value += row.item_price ?? 0;
    bundle.items.push({
      variantId: row.variant_id,
      product: {
        slug: row.slug,
        name: row.product_name,
        brand: row.brand,
        shade: row.shade,
        shadeHex: row.shade_hex,
        size: row.size_label,
        image: productImageUrl(row.top_slug, row.shade_hex),
      },
    });
    bundles.set(row.id, bundle);
  }
  return {
    bundles: [...bundles.values()]
      .filter((bundle) => bundle.complete)
      .map(({ complete: _complete, ...bundle }) => bundle),
  };
}
