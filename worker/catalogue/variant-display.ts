import { productImageUrl } from '../../client/lib/images';

/**
 * How the bag shows a variant (its line, a sample, a gift, a bundle item): the product's name
 * in the page's language (English when it has none), the brand, the shade's name in the
 * language, the size and the image. One SQL fragment and one reader, for every query that lists
 * variants in the bag's screens.
 */
export interface VariantDisplay {
  variantId: number;
  productSlug: string;
  name: string;
  brand: string;
  shade: string | null;
  shadeHex: string | null;
  size: string;
  image: string;
}

/** The columns, over a variant `v` joined with VARIANT_DISPLAY_JOINS. */
export const VARIANT_DISPLAY = `v.id AS variant_id, p.slug AS product_slug, COALESCE(t.name, t_en.name) AS name,
  b.name AS brand, COALESCE(sn.name, v.shade_name) AS shade, v.shade_hex, v.size_label, top.slug AS top_slug`;

/** The joins from a variant `v`; `language` is the SQL parameter that names the page's language. */
export const variantDisplayJoins = (language: string) => `JOIN products p ON p.id = v.product_id
  JOIN brands b ON b.id = p.brand_id
  JOIN categories sub ON sub.id = p.category_id
  JOIN categories mid ON mid.id = sub.parent_id
  JOIN categories top ON top.id = mid.parent_id
  JOIN product_texts t_en ON t_en.product_id = p.id AND t_en.language = 'en'
  LEFT JOIN product_texts t ON t.product_id = p.id AND t.language = ${language}
  LEFT JOIN variant_shade_names sn ON sn.variant_id = v.id AND sn.language = ${language}`;

export interface VariantDisplayRow {
  variant_id: number;
  product_slug: string;
  name: string;
  brand: string;
  shade: string | null;
  shade_hex: string | null;
  size_label: string;
  top_slug: string;
}

export function variantDisplayOf(row: VariantDisplayRow): VariantDisplay {
  return {
    variantId: row.variant_id,
    productSlug: row.product_slug,
    name: row.name,
    brand: row.brand,
    shade: row.shade,
    shadeHex: row.shade_hex,
    size: row.size_label,
    image: productImageUrl(row.top_slug, row.shade_hex),
  };
}
