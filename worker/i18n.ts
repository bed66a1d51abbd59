import en from '../locales/en';
import id from '../locales/id';
import th from '../locales/th';
import zh from '../locales/zh';
import { createTranslator, type Messages, type Translate } from '../client/lib/i18n';
import type { Language } from '../client/lib/sites';

/** Every locale, bundled into the worker: the server renders in all four languages. */
export const MESSAGES: Record<Language, Messages> = { en, zh, id, th };

/** A translator for one request (rosetta's locale is per instance, never shared). */
export function translatorFor(language: Language): Translate {
  return createTranslator(language, MESSAGES[language]);
}
