/**
 * Text for SQLite FTS5 (the `product_search` table). The unicode61 tokenizer splits on
 * spaces and punctuation, which Chinese and Thai do not use between words; so runs of those
 * scripts are written one character per token, both when indexing and when querying, and a
 * run in a query becomes a phrase: `唇膏` matches the characters 唇 膏 next to each other.
 */
const UNSPACED = /[\u0E00-\u0E7F\u3400-\u9FFF\uF900-\uFAFF]+/gu;

/**
 * One form for indexed and typed text: NFKC (full-width letters, compatibility forms), with
 * Thai SARA AM put back together (NFKC splits ำ into two characters, which then never match
 * the indexed word).
 */
export function normaliseText(text: string): string {
  return text.normalize('NFKC').replace(/\u0E4D\u0E32/g, '\u0E33');
}

/** Control and format characters (NUL, BEL, bidi overrides, zero-width spaces): never part of a word. */
const CONTROLS = /[\p{Cc}\p{Cf}]/gu;

/**
 * The words of what a shopper typed, as search reads them: normalised, lower-case, without
 * control characters (removed, so `ser\0um` is `serum`; white space still separates), split on
 * anything that is not a letter, a mark or a digit (\p{M}: Thai vowels and tones, accents
 * belong to their word). What is searched, and what the search log counts.
 */
export function searchWords(input: string): string[] {
  return normaliseText(input)
    .replace(/\s/gu, ' ')
    .replace(CONTROLS, '')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/** The search log keeps queries up to this length (the column's CHECK). */
const LOGGED_QUERY_MAX = 100;

/**
 * A query as the search log keeps it and popular searches show it: its words joined by single
 * spaces, at most 100 characters. Punctuation and symbols (`☠☠☠ >>> !!!`) are not words, so
 * they are never shown to other shoppers as a popular search.
 */
export function normaliseQuery(input: string): string {
  return searchWords(input).join(' ').slice(0, LOGGED_QUERY_MAX).trim();
}

/** A text as FTS5 should index it: unspaced scripts spread one character per token. */
export function searchDocument(parts: readonly (string | null | undefined)[]): string {
  return normaliseText(parts.filter((part): part is string => Boolean(part)).join(' '))
    .replace(UNSPACED, (run) => ` ${[...run].join(' ')} `)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The FTS5 MATCH expression for what a shopper typed, or null when nothing searchable is
 * left. Every word must match (AND); the last word matches as a prefix, so results follow
 * the typing. Words are quoted, so no input can inject FTS5 syntax.
 */
export function matchExpression(input: string): string | null {
  const terms: string[] = [];
  for (const chunk of searchWords(input.slice(0, 100))) {
    // A chunk may mix scripts: split unspaced runs out as phrases of single characters.
    let rest = chunk;
    for (const run of chunk.match(UNSPACED) ?? []) {
      const [before, ...after] = rest.split(run);
      if (before) terms.push(`"${before}"`);
      terms.push(`"${[...run].join(' ')}"`);
      rest = after.join(run);
    }
    if (rest) terms.push(`"${rest}"`);
  }
  if (terms.length === 0) return null;
  const kept = terms.slice(0, 8);
  kept[kept.length - 1] = `${kept[kept.length - 1]}*`;
  return kept.join(' ');
}
