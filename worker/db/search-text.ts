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
  const text = normaliseText(input).toLowerCase().slice(0, 100);
  // Marks (\p{M}: Thai vowels and tones, accents) belong to their word.
  for (const chunk of text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean)) {
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
