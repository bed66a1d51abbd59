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
 * instance state, so each request (and the browser) gets its own instance: never shared. It
 * reads `messages` at each call (rosetta keeps the object, not a copy), so groups merged into
 * it later (a page's message chunk, client/lib/locale-loader.ts) are found.
 */
export function createTranslator<K extends string = MessageKey>(
  language: Language,
  messages: object,
): Translate<K> {
  const i18n = rosetta({ [language]: messages });
  i18n.locale(language);
  return (key, params) => {
    const text = i18n.t(key, params);
    return text === '' ? key : text;
  };
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
