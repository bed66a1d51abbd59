import type { BrandSummary } from '../../client/api/contract';
import type { Language } from '../../client/lib/sites';

/** Every brand, house brand first, then by name (the brand directory). */
export async function listBrands(db: D1Database): Promise<BrandSummary[]> {
  const { results } = await db
    .prepare('SELECT id, slug, name, is_house_brand FROM brands ORDER BY is_house_brand DESC, name COLLATE NOCASE')
    .all<{ id: number; slug: string; name: string; is_house_brand: number }>();
  return results.map((row) => ({ id: row.id, slug: row.slug, name: row.name, houseBrand: row.is_house_brand === 1 }));
}

/** The brands of the header menu, in menu order. */
export async function listMenuBrands(db: D1Database): Promise<{ slug: string; name: string }[]> {
  const { results } = await db
    .prepare('SELECT slug, name FROM brands WHERE menu_rank IS NOT NULL ORDER BY menu_rank LIMIT 12')
    .all<{ slug: string; name: string }>();
  return results;
}

/** Top-level categories with their names in a language (English when a name is missing). */
export async function listTopCategories(db: D1Database, language: Language): Promise<{ slug: string; name: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT c.slug, COALESCE(n.name, en.name) AS name FROM categories c
       LEFT JOIN category_names n ON n.category_id = c.id AND n.language = ?1
       LEFT JOIN category_names en ON en.category_id = c.id AND en.language = 'en'
       WHERE c.parent_id IS NULL ORDER BY c.position, c.slug`,
    )
    .bind(language)
    .all<{ slug: string; name: string }>();
  return results;
}
