import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readLocale, type Tree } from '../locales/read-locale';
import { formatFindings, scanTsxForLiterals, type LiteralFinding } from './literal-scanner';

const root = fileURLToPath(new URL('../../', import.meta.url));
const TRANSLATIONS = ['zh', 'id', 'th'] as const;

/** Every leaf as `dotted.key → value`; a value that is neither text nor a nested object is kept as is. */
function flatten(tree: Tree, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      flatten(value as Tree, `${prefix}${key}.`, into);
    else into.set(`${prefix}${key}`, value);
  }
  return into;
}

/** `{{ name }}` placeholders in a message, sorted and deduplicated. */
function placeholders(text: string): string[] {
  return [
    ...new Set([...text.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((match) => match[1])),
  ].sort();
}

function showPlaceholders(names: readonly string[]): string {
  return names.length ? names.map((name) => `{{${name}}}`).join(', ') : 'none';
}

/** What is wrong with a translation, compared with the English source; empty when it is complete. */
function localeProblems(source: Tree, translation: Tree): string[] {
  const english = flatten(source);
  const translated = flatten(translation);
  const problems: string[] = [];
  for (const [key, englishValue] of english) {
    if (!translated.has(key)) {
      problems.push(`missing key ${key}`);
      continue;
    }
    const value = translated.get(key);
    if (typeof value !== 'string') {
      problems.push(`${key} is not text`);
      continue;
    }
    if (value.trim() === '') problems.push(`${key} is empty`);
    const expected = placeholders(String(englishValue));
    const actual = placeholders(value);
    if (expected.join() !== actual.join()) {
      problems.push(
        `${key} placeholders are ${showPlaceholders(actual)} instead of ${showPlaceholders(expected)}`,
      );
    }
  }
  for (const key of translated.keys()) if (!english.has(key)) problems.push(`extra key ${key}`);
  return problems;
}

/** Every .tsx file under the given folders of the repository, as repository-relative paths. */
function tsxFiles(...folders: string[]): string[] {
  return folders
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        join(folder, file),
      ),
    )
    .filter((file) => file.endsWith('.tsx') && !file.split(/[\\/]/).includes('node_modules'))
    .sort();
}

describe('locales', () => {
  const en = readLocale('en');

  it('the English source has only non-empty text leaves', () => {
    const problems = [...flatten(en)]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(problems).toEqual([]);
  });

  it.each(TRANSLATIONS)(
    '%s has exactly the keys of English, none empty, with the same placeholders',
    (language) => {
      expect(localeProblems(en, readLocale(language))).toEqual([]);
    },
  );

  it.each(TRANSLATIONS)(
    '%s gives each language the name English gives it (each in its own words: 中文, ไทย…)',
    (language) => {
      expect(readLocale(language).languages).toEqual(en.languages);
    },
  );

  it('the comparison catches missing, extra and empty keys and dropped or renamed placeholders', () => {
    const source = {
      a: { title: 'Title', heading: 'Page {{path}}', count: '{{count}} brands' },
      b: 'Bag',
    };
    const broken = { a: { title: '  ', heading: 'Page', count: '{{total}} brands' }, c: 'extra' };
    expect(localeProblems(source, broken)).toEqual([
      'a.title is empty',
      'a.heading placeholders are none instead of {{path}}',
      'a.count placeholders are {{total}} instead of {{count}}',
      'missing key b',
      'extra key c',
    ]);
    expect(
      localeProblems(source, {
        a: { title: 'T', heading: '{{ path }} P', count: 'n={{count}}' },
        b: 'B',
      }),
    ).toEqual([]);
  });
});

describe('no hard-coded copy in the UI', () => {
  it('the scanner finds JSX text and translated attributes with letters, not t() calls or class names', () => {
    expect(scanTsxForLiterals('snippet.tsx', '<p>Hello</p>')).toEqual([
      { file: 'snippet.tsx', line: 1, text: 'Hello' },
    ]);
    expect(scanTsxForLiterals('snippet.tsx', "<p>{t('x')}</p>")).toEqual([]);
    expect(scanTsxForLiterals('snippet.tsx', '<p>\n  你好\n</p>')).toEqual([
      { file: 'snippet.tsx', line: 2, text: '你好' },
    ]);
    expect(scanTsxForLiterals('snippet.tsx', '<img alt="ภาพ" src="/a.png" />')).toEqual([
      { file: 'snippet.tsx', line: 1, text: 'alt="ภาพ"' },
    ]);
    expect(
      scanTsxForLiterals(
        'snippet.tsx',
        '<nav aria-label={\'Main\'} title={`Hi`} className="main-nav" />',
      ),
    ).toHaveLength(2);
    expect(scanTsxForLiterals('snippet.tsx', '<p>{count} · {total} – 2/3 (…)</p>')).toEqual([]);
    expect(scanTsxForLiterals('snippet.tsx', '<img alt="" src="/a.png" />')).toEqual([]);
    // A hidden name joined with an ASCII colon reads wrong in Chinese (：) and Thai.
    expect(
      scanTsxForLiterals('snippet.tsx', '<span className="visually-hidden">: {name}</span>'),
    ).toEqual([{ file: 'snippet.tsx', line: 1, text: ':' }]);
  });

  it('client/ and routes/ .tsx files take all copy from the locales', () => {
    const files = tsxFiles('client', 'routes');
    expect(files.length).toBeGreaterThan(0);
    const findings: LiteralFinding[] = files.flatMap((file) =>
      scanTsxForLiterals(relative(root, join(root, file)), readFileSync(join(root, file), 'utf8')),
    );
    expect(
      findings,
      `hard-coded copy; move it to locales/{language}/{feature}.json:\n${formatFindings(findings)}`,
    ).toEqual([]);
  });
});
