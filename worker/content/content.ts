import type { ContentBlock, ContentPage, ExemptedPath } from '../../client/api/contract';
import type { Country, Language } from '../../client/lib/sites';

interface ContentRow {
  slug: string;
  status: 'published' | 'draft';
  segment: string;
  title: string;
  blocks: string;
  updated_at: string;
}

/**
 * The content page a visitor sees for a slug: a variant for one of their segments beats the
 * one for everybody, and in preview a draft beats the published entry. Null when none exists.
 */
export async function findContentPage(
  db: D1Database,
  query: {
    slug: string;
    country: Country;
    language: Language;
    segments: readonly string[];
    preview: boolean;
  },
): Promise<ContentPage | null> {
  const segments = ['', ...query.segments];
  const statuses = query.preview ? ['published', 'draft'] : ['published'];
  const { results } = await db
    .prepare(
      `SELECT slug, status, segment, title, blocks, updated_at FROM content_entries
       WHERE slug = ?1 AND country = ?2 AND language = ?3
         AND segment IN (SELECT value FROM json_each(?4)) AND status IN (SELECT value FROM json_each(?5))
       ORDER BY (segment <> '') DESC, (status = 'draft') DESC LIMIT 1`,
    )
    .bind(
      query.slug,
      query.country,
      query.language,
      JSON.stringify(segments),
      JSON.stringify(statuses),
    )
    .all<ContentRow>();
  const row = results[0];
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    status: row.status,
    blocks: JSON.parse(row.blocks) as ContentBlock[],
    updatedAt: row.updated_at,
  };
}

/** The paths that must load as full pages on a country site (its own and the global ones). */
export async function listExemptedPaths(db: D1Database, country: Country): Promise<ExemptedPath[]> {
  const { results } = await db
    .prepare(
      'SELECT type, value FROM exempted_paths WHERE country IS NULL OR country = ?1 ORDER BY id',
    )
    .bind(country)
    .all<ExemptedPath>();
  return results;
}
