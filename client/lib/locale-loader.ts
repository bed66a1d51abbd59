import type { Messages } from './i18n';
import type { Language } from './sites';

/**
 * Each language is its own chunk (its feature files merged by its index): a page downloads only
 * the one it shows.
 */
const LOADERS: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('../../locales/en/index'),
  zh: () => import('../../locales/zh/index'),
  id: () => import('../../locales/id/index'),
  th: () => import('../../locales/th/index'),
};

export async function loadMessages(language: Language): Promise<Messages> {
  return (await LOADERS[language]()).default;
}
