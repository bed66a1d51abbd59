import type { Messages } from './i18n';
import type { Language } from './sites';

/** Each language is its own chunk: a page downloads only the one it shows. */
const LOADERS: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('../../locales/en.json'),
  zh: () => import('../../locales/zh.json'),
  id: () => import('../../locales/id.json'),
  th: () => import('../../locales/th.json'),
};

export async function loadMessages(language: Language): Promise<Messages> {
  return (await LOADERS[language]()).default;
}
