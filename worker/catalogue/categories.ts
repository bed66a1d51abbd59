import type { CategoryNode } from '../../client/api/catalogue-contract';
import type { Language } from '../../client/lib/sites';

/** The whole category tree with names in a language (English where a name is missing). */
export async function categoryTree(db: D1Database, language: Language): Promise<CategoryNode[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.slug, c.level, c.parent_id, COALESCE(n.name, en.name) AS name FROM categories c
       LEFT JOIN category_names n ON n.category_id = c.id AND n.language = ?1
       JOIN category_names en ON en.category_id = c.id AND en.language = 'en'
       ORDER BY c.level, c.position, c.slug`,
    )
    .bind(language)
    .all<{ id: number; slug: string; level: number; parent_id: number | null; name: string }>();
  const nodes = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of results) {
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    const node: CategoryNode = {
      slug: row.slug,
      path: parent ? `${parent.path}/${row.slug}` : row.slug,
      name: row.name,
      level: row.level,
      children: [],
    };
    nodes.set(row.id, node);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
