import en from '../locales/en.json';
import id from '../locales/id.json';
import th from '../locales/th.json';
import zh from '../locales/zh.json';
import { createTranslator, type Messages, type Translate } from '../client/lib/i18n';
import type { Language } from '../client/lib/sites';

/** Every locale, bundled into the worker: the server renders in all four languages. */
export const MESSAGES: Record<Language, Messages> = { en, zh, id, th };

/** A translator for one request (rosetta's locale is per instance, never shared). */
export function translatorFor(language: Language): Translate {
  return createTranslator(language, MESSAGES[language]);
}
