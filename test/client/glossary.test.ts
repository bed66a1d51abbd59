import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readLocale } from '../locales/read-locale';

const root = fileURLToPath(new URL('../../', import.meta.url));

interface Row {
  concept: string;
  term: string;
  never: string[];
}

/** The glossary's tables, per language (`## zh: …` opens a language's section). */
function glossary(): Map<string, Row[]> {
  const sections = new Map<string, Row[]>();
  let rows: Row[] | undefined;
  for (const line of readFileSync(join(root, 'locales/GLOSSARY.md'), 'utf8').split('\n')) {
    const heading = /^## (\w+):/.exec(line);
    if (heading) sections.set(heading[1], (rows = []));
    const cells = /^\|(.+)\|$/
      .exec(line.trim())?.[1]
      .split('|')
      .map((cell) => cell.trim());
    if (!rows || !cells || cells.length !== 3 || cells[0] === 'concept' || /^-+$/.test(cells[0]))
      continue;
    rows.push({
      concept: cells[0],
      term: cells[1],
      never: cells[2]
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
    });
  }
  return sections;
}

/** Every message of a locale as `key → text`. */
function messages(language: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (tree: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') out.set(`${prefix}${key}`, value);
      else walk(value as Record<string, unknown>, `${prefix}${key}.`);
    }
  };
  walk(readLocale(language), '');
  return out;
}

/** A word as a pattern: whole words for Latin script (case-insensitive), any occurrence otherwise. */
function wordPattern(word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return /^[\p{Script=Latin}\s-]+$/u.test(word)
    ? new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'iu')
    : new RegExp(escaped, 'u');
}

/** A message without its `{{placeholders}}` (their names are English by design). */
const withoutPlaceholders = (text: string) => text.replace(/\{\{[^{}]*\}\}/g, '');

const GLOSSARY = glossary();

describe('locales/GLOSSARY.md', () => {
  it('has a section for each of the four languages', () => {
    expect([...GLOSSARY.keys()].sort()).toEqual(['en', 'id', 'th', 'zh']);
  });

  for (const [language, rows] of GLOSSARY) {
    it(`${language}.json uses the fixed term for each concept and never a variant`, () => {
      const texts = messages(language);
      const problems: string[] = [];
      for (const row of rows) {
        if (![...texts.values()].some((text) => wordPattern(row.term).test(text)))
          problems.push(`${row.concept}: "${row.term}" is not used (is the glossary stale?)`);
        for (const word of row.never) {
          for (const [key, text] of texts)
            if (wordPattern(word).test(withoutPlaceholders(text)))
              problems.push(
                `${key}: "${word}" where the glossary says "${row.term}" (${row.concept})`,
              );
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('one name for a concept across pages', () => {
  // The checkout names a delivery kind, the order page names it again: the shopper must
  // recognise it (the glossary's rows catch a variant word, this catches a variant phrase).
  for (const language of GLOSSARY.keys())
    it(`${language}: the checkout and the order page name each delivery kind alike`, () => {
      const texts = messages(language);
      for (const kind of ['standard', 'express', 'click_and_collect'])
        expect(texts.get(`order.deliveryKinds.${kind}`)).toBe(
          texts.get(`checkoutPage.delivery.kinds.${kind}`),
        );
    });
});

/** Han characters and Chinese (full-width) punctuation. */
const CHINESE = '[\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uffef]';
/** The parameters that carry a number, price or date. */
const NUMERIC = '(?:count|total|from|to|limit|max|stock|points|rating|price|min|date)';

/**
 * Characters that exist only in Simplified Chinese (their Traditional forms differ), among the
 * commonest in a shop's words: none may appear in the Hong Kong locale.
 */
const SIMPLIFIED_ONLY =
  '们购这页订单优时费选择礼赠额无过仅销样运满结账请删与为会员级价货买卖电邮网络设码输认证览项发给让说还应该开关闭从';

describe('zh is Hong Kong Traditional Chinese', () => {
  it('uses no Simplified-only character, in the words of the browser or of the worker', () => {
    const found = [...messages('zh')]
      .filter(([, text]) => [...SIMPLIFIED_ONLY].some((character) => text.includes(character)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });
});

describe('spacing around inserted values', () => {
  it('zh: no space between an inserted value and Chinese text', () => {
    const wrong = new RegExp(`${CHINESE}\\s+\\{\\{|\\}\\}\\s+${CHINESE}`, 'u');
    const found = [...messages('zh')]
      .filter(([, text]) => wrong.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });

  it('zh: one space between a Latin word and Chinese text', () => {
    // Touching, or two spaces or more apart.
    const wrong = /[A-Za-z]( {2,})?\p{Script=Han}|\p{Script=Han}( {2,})?[A-Za-z]/u;
    const found = [...messages('zh')]
      .filter(([, text]) => wrong.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });

  it('th: an inserted number, price or date is set apart from Thai words', () => {
    const wrong = new RegExp(
      `[\\u0e00-\\u0e7f]\\{\\{${NUMERIC}\\}\\}|\\{\\{${NUMERIC}\\}\\}[\\u0e00-\\u0e7f]`,
      'u',
    );
    const found = [...messages('th')]
      .filter(([, text]) => wrong.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });
});
