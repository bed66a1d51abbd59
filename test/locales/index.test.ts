import { describe, expect, it } from 'vitest';
import en from '../../locales/en';
import enCore from '../../locales/en/core';
import enServer from '../../locales/en/server';
import id from '../../locales/id';
import idCore from '../../locales/id/core';
import idServer from '../../locales/id/server';
import th from '../../locales/th';
import thCore from '../../locales/th/core';
import thServer from '../../locales/th/server';
import zh from '../../locales/zh';
import zhCore from '../../locales/zh/core';
import zhServer from '../../locales/zh/server';
import type { MessageChunk } from '../../client/lib/locale-loader';
import { featureFiles, mergeFeatures, readFeature, readLocale } from './read-locale';

const INDEXES = { en, zh, id, th } as const;
const SERVER = { en: enServer, zh: zhServer, id: idServer, th: thServer } as const;
/** Feature files only the worker reads (the browser's locale chunk stays small). */
const SERVER_ONLY = ['mail', 'bagRules', 'orderRules', 'beautyPassRules'];
/** The browser's message chunks loaded with the routes that declare them (client/lib/locale-loader.ts). */
const LAZY_CHUNKS: readonly MessageChunk[] = [
  'account',
  'bag-page',
  'booking',
  'checkout-page',
  'order-page',
];
const CORE = { en: enCore, zh: zhCore, id: idCore, th: thCore } as const;
const TRANSLATIONS = ['zh', 'id', 'th'] as const;

describe('locales split by feature', () => {
  it.each(TRANSLATIONS)(
    '%s has the feature files of English, each holding the same top-level groups',
    (language) => {
      expect(featureFiles(language)).toEqual(featureFiles('en'));
      for (const feature of featureFiles('en'))
        expect(Object.keys(readFeature(language, feature)), `${language}/${feature}.json`).toEqual(
          Object.keys(readFeature('en', feature)),
        );
    },
  );

  it.each(Object.keys(INDEXES) as (keyof typeof INDEXES)[])(
    '%s: the index merges every file of the folder but the server-only ones, server.ts all of them, and no group is in two files',
    (language) => {
      const all = readLocale(language);
      expect(SERVER[language]).toEqual(all);
      const browser = Object.fromEntries(
        Object.entries(all).filter(([group]) => !SERVER_ONLY.includes(group)),
      );
      expect(INDEXES[language]).toEqual(browser);
      // The first page's chunk: all but the lazy features, each a file of its own.
      const lazy = LAZY_CHUNKS.flatMap((feature) => Object.keys(readFeature(language, feature)));
      expect(Object.keys(CORE[language]).sort()).toEqual(
        Object.keys(browser)
          .filter((group) => !lazy.includes(group))
          .sort(),
      );
    },
  );

  it('a group written in two feature files is refused, naming both', () => {
    expect(() =>
      mergeFeatures('en', [
        ['common', { nav: { home: 'Home' } }],
        ['bag', { nav: { bag: 'Bag' }, bag: { title: 'Bag' } }],
      ]),
    ).toThrow('en: group "nav" is in both common.json and bag.json');
    expect(
      mergeFeatures('en', [
        ['common', { nav: {} }],
        ['bag', { bag: {} }],
      ]),
    ).toEqual({ nav: {}, bag: {} });
  });
});
