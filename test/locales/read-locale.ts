import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The locales as files on disk, for tests that must not go through a bundler (Playwright's
 * loader, and the check that each language's index merges every file of its folder).
 */
const LOCALES = fileURLToPath(new URL('../../locales/', import.meta.url));

export type Tree = { [key: string]: unknown };

/** The feature files of one language (`catalogue`, `common`…), sorted. */
export function featureFiles(language: string): string[] {
  return readdirSync(join(LOCALES, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

export function readFeature(language: string, feature: string): Tree {
  return JSON.parse(readFileSync(join(LOCALES, language, `${feature}.json`), 'utf8')) as Tree;
}

/**
 * Feature files merged into one tree, as a language's index merges them. A top-level group in two
 * files throws: the index's spread would keep one and drop the other silently.
 */
export function mergeFeatures(language: string, files: readonly (readonly [string, Tree])[]): Tree {
  const merged: Tree = {};
  const owner = new Map<string, string>();
  for (const [feature, tree] of files) {
    for (const [group, value] of Object.entries(tree)) {
      const first = owner.get(group);
      if (first)
        throw new Error(
          `${language}: group "${group}" is in both ${first}.json and ${feature}.json`,
        );
      owner.set(group, feature);
      merged[group] = value;
    }
  }
  return merged;
}

/** Every message of a language: all the files of its folder, merged. */
export function readLocale(language: string): Tree {
  return mergeFeatures(
    language,
    featureFiles(language).map((feature) => [feature, readFeature(language, feature)] as const),
  );
}
