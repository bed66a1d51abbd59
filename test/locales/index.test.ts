import { describe, expect, it } from 'vitest';
import en from '../../locales/en';
import enServer from '../../locales/en/server';
import id from '../../locales/id';
import idServer from '../../locales/id/server';
import th from '../../locales/th';
import thServer from '../../locales/th/server';
import zh from '../../locales/zh';
import zhServer from '../../locales/zh/server';
import { featureFiles, mergeFeatures, readFeature, readLocale } from './read-locale';

const INDEXES = { en, zh, id, th } as const;
const SERVER = { en: enServer, zh: zhServer, id: idServer, th: thServer } as const;
/** Feature files only the worker reads (the browser's locale chunk stays small). */
const SERVER_ONLY = ['mail'];
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
