import type {
  ContentBlock,
  ContentEntry,
  ContentPage,
  ExemptedPath,
} from '../../client/api/contract';
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
 * The variant of a slug a visitor sees: one for a segment of theirs beats the one for
 * everybody, and with `drafts` a draft beats the published entry. The one query of both readers
 * below.
 */
async function findVariant(
  db: D1Database,
  query: {
    slug: string;
    country: Country;
    language: Language;
    segments: readonly string[];
    drafts: boolean;
  },
): Promise<ContentRow | null> {
  const segments = ['', ...query.segments];
  const statuses = query.drafts ? ['published', 'draft'] : ['published'];
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
  return results[0] ?? null;
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
  const row = await findVariant(db, { ...query, drafts: query.preview });
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    status: row.status,
    blocks: JSON.parse(row.blocks) as ContentBlock[],
    updatedAt: row.updated_at,
  };
}

/**
 * A content entry by its id (its slug) as GET contentful/content-entries/{id} answers it: the
 * published entry only, whatever the request (a draft is never answered here, not even in
 * preview), in the site's language, the variant for one of the visitor's segments first.
 */
export async function findPublishedEntry(
  db: D1Database,
  query: { id: string; country: Country; language: Language; segments: readonly string[] },
): Promise<ContentEntry | null> {
  const row = await findVariant(db, {
    slug: query.id,
    country: query.country,
    language: query.language,
    segments: query.segments,
    drafts: false,
  });
  if (!row) return null;
  return {
    id: row.slug,
    language: query.language,
    segment: row.segment === '' ? null : row.segment,
    title: row.title,
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
