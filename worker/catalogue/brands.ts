import type { BrandSummary } from '../../client/api/contract';

/** Every brand, house brand first, then by name (the brand directory). */
export async function listBrands(db: D1Database): Promise<BrandSummary[]> {
  const { results } = await db
    .prepare(
      'SELECT id, slug, name, is_house_brand FROM brands ORDER BY is_house_brand DESC, name COLLATE NOCASE',
    )
    .all<{ id: number; slug: string; name: string; is_house_brand: number }>();
  return results.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    houseBrand: row.is_house_brand === 1,
  }));
}

/** The brands of the header menu, in menu order. */
export async function listMenuBrands(db: D1Database): Promise<{ slug: string; name: string }[]> {
  const { results } = await db
    .prepare(
      'SELECT slug, name FROM brands WHERE menu_rank IS NOT NULL ORDER BY menu_rank LIMIT 12',
    )
    .all<{ slug: string; name: string }>();
  return results;
}
