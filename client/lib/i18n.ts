import rosetta from 'rosetta';
import type en from '../../locales/en';
import { formatNumber } from './format';
import type { Language } from './sites';

/** Every key of the English source, dotted (`nav.brands`); other locales must carry them all. */
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<typeof en>;
export type Messages = typeof en;

export type Translate<K extends string = MessageKey> = (
  key: K,
  params?: Record<string, string | number>,
) => string;

/**
 * A translator bound to one language and its messages. rosetta keeps the active locale as
 * instance state, so each request (and the browser) gets its own instance: never shared.
 */
export function createTranslator<K extends string = MessageKey>(
  language: Language,
  messages: object,
): Translate<K> {
  // A copy: adding a feature's messages must not change the imported module's object.
  const i18n = rosetta({ [language]: { ...messages } });
  i18n.locale(language);
  const t: Translate<K> = (key, params) => {
    const text = i18n.t(key, params);
    return text === '' ? key : text;
  };
  books.set(t, { i18n, language });
  return t;
}

/** Each translator's message book, so a lazily loaded feature can be added to it. */
const books = new WeakMap<object, { i18n: ReturnType<typeof rosetta>; language: Language }>();

/**
 * Adds messages to a translator (a lazy feature's file, client/lib/locale-loader.ts): later
 * calls find them. A feature file owns its top-level groups (test/locales/index.test.ts), so
 * nothing the translator had is replaced.
 */
export function addMessages(t: Translate, messages: object): void {
  const book = books.get(t);
  if (!book) throw new Error('addMessages: not a translator made by createTranslator');
  book.i18n.set(book.language, messages as Record<string, unknown>);
}

/**
 * The translator a page uses: every number given to a message (a count, a total, a rating) is
 * written through Intl in the page's locale, so "2.000" and "3,3" in Indonesian need no care at
 * each call. Text parameters (prices formatted already, names) pass as they are.
 */
export function withLocaleNumbers(t: Translate, locale: string): Translate {
  return (key, params) => {
    if (!params) return t(key);
    const written: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(params))
      written[name] = typeof value === 'number' ? formatNumber(value, locale) : value;
    return t(key, written);
  };
}
