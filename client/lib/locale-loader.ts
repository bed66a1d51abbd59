import { addMessages, type Translate } from './i18n';
import type { Language } from './sites';

/**
 * Each language is its own chunk (locales/{language}/core.ts): a page downloads only the one it
 * shows. Features whose messages only some pages need (the account pages' forms) are chunks of
 * their own, loaded with those routes (`RouteDef.messages`) and added to the page's translator
 * before the route renders, so the first page of every other route stays small.
 */
const CORE: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import('../../locales/en/core'),
  zh: () => import('../../locales/zh/core'),
  id: () => import('../../locales/id/core'),
  th: () => import('../../locales/th/core'),
};

export const LAZY_FEATURES = ['account'] as const;
export type LazyFeature = (typeof LAZY_FEATURES)[number];

const FEATURES: Record<Language, Record<LazyFeature, () => Promise<{ default: object }>>> = {
  en: { account: () => import('../../locales/en/account.json') },
  zh: { account: () => import('../../locales/zh/account.json') },
  id: { account: () => import('../../locales/id/account.json') },
  th: { account: () => import('../../locales/th/account.json') },
};

export async function loadMessages(language: Language): Promise<object> {
  return (await CORE[language]()).default;
}

/** Loads the features a route needs (once each) and adds their messages to the translator. */
export async function loadFeatures(
  language: Language,
  features: readonly LazyFeature[],
  t: Translate,
): Promise<void> {
  const tables = await Promise.all(features.map((feature) => FEATURES[language][feature]()));
  for (const table of tables) addMessages(t, table.default);
}
