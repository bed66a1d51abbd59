import { describe, expect, it } from 'vitest';
import en from '../../locales/en';
import id from '../../locales/id';
import th from '../../locales/th';
import zh from '../../locales/zh';
import { featureFiles, mergeFeatures, readFeature, readLocale } from './read-locale';

const INDEXES = { en, zh, id, th } as const;
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
    "%s: the index merges every file of the language's folder, and no group is in two files",
    (language) => {
      expect(INDEXES[language]).toEqual(readLocale(language));
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
