import en from '../locales/en/server';
import id from '../locales/id/server';
import th from '../locales/th/server';
import zh from '../locales/zh/server';
import { createTranslator, type Leaves, type Translate } from '../client/lib/i18n';
import type { Language } from '../client/lib/sites';

/**
 * Every locale, bundled into the worker: the server renders in all four languages, and writes
 * e-mails from the server-only messages the browser never loads (locales/{language}/server.ts).
 */
export const MESSAGES: Record<Language, typeof en> = { en, zh, id, th };

/** A translator for one request (rosetta's locale is per instance, never shared). */
export function translatorFor(language: Language): Translate {
  return createTranslator(language, MESSAGES[language]);
}

/** The keys of the e-mails (worker/mail/messages.ts). */
export type MailKey = Extract<Leaves<typeof en>, `mail.${string}`>;

/** A translator for the e-mails of one language. */
export function mailTranslatorFor(language: Language): Translate<MailKey> {
  return createTranslator<MailKey>(language, MESSAGES[language]);
}

/** The keys of the bag's rules: reasons, line problems and refusals (worker/bag/explain.ts). */
export type BagRuleKey = Extract<Leaves<typeof en>, `bagRules.${string}`>;

/** The keys of the orders' rules: refusals, declines, cancellations (worker/api/orders.ts). */
export type OrderRuleKey = Extract<Leaves<typeof en>, `orderRules.${string}`>;

/** The keys of Beauty Pass's rules: voucher names and refusals (worker/loyalty/, worker/api/). */
export type BeautyPassRuleKey = Extract<Leaves<typeof en>, `beautyPassRules.${string}`>;

/** A translator for Beauty Pass's rules of one language (the browser never loads these). */
export function beautyPassRulesTranslatorFor(language: Language): Translate<BeautyPassRuleKey> {
  return createTranslator<BeautyPassRuleKey>(language, MESSAGES[language]);
}

/** A translator for the bag's rules of one language (the browser never loads these). */
export function bagRulesTranslatorFor(language: Language): Translate<BagRuleKey> {
  return createTranslator<BagRuleKey>(language, MESSAGES[language]);
}

/** A translator for the orders' rules of one language (the browser never loads these). */
export function orderRulesTranslatorFor(language: Language): Translate<OrderRuleKey> {
  return createTranslator<OrderRuleKey>(language, MESSAGES[language]);
}
