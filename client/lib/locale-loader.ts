import type { Messages } from './i18n';
import type { Language } from './sites';

/**
 * The browser's messages, in chunks: each language's core (`locales/{language}/core.ts`: what
 * any page may show) is loaded with every page, and a route that shows more declares the chunks
 * it needs (`messages` in routes/types.ts), loaded with its code. The account pages' words
 * (`account.json`, with its Beauty Pass sections': tier, points, history, insider gifts; the
 * header's points summary is in the core's `nav`), the bag page's
 * (`bag-page.json`, loaded by the header's mini-bag too when it first opens), the checkout's
 * (`checkout-page.json`) and the order pages' (`order-page.json`: the order page, the
 * account's orders, and the developer sandbox with its bank app) and the store and Happening
 * pages' (`booking.json`) are in no other page's first load, and the mail (`mail.json`), the bag's reasons (`bag-rules.json`) and
 * the orders' rules (`order-rules.json`) are the worker's alone. The worker holds every message
 * (worker/i18n.ts).
 */
export type MessageChunk = 'account' | 'bag-page' | 'booking' | 'checkout-page' | 'order-page';

type Loader = () => Promise<{ default: object }>;

const CORE: Record<Language, Loader> = {
  en: () => import('../../locales/en/core'),
  zh: () => import('../../locales/zh/core'),
  id: () => import('../../locales/id/core'),
  th: () => import('../../locales/th/core'),
};

const CHUNKS: Record<MessageChunk, Record<Language, Loader>> = {
  account: {
    en: () => import('../../locales/en/account.json'),
    zh: () => import('../../locales/zh/account.json'),
    id: () => import('../../locales/id/account.json'),
    th: () => import('../../locales/th/account.json'),
  },
  'bag-page': {
    en: () => import('../../locales/en/bag-page.json'),
    zh: () => import('../../locales/zh/bag-page.json'),
    id: () => import('../../locales/id/bag-page.json'),
    th: () => import('../../locales/th/bag-page.json'),
  },
  booking: {
    en: () => import('../../locales/en/booking.json'),
    zh: () => import('../../locales/zh/booking.json'),
    id: () => import('../../locales/id/booking.json'),
    th: () => import('../../locales/th/booking.json'),
  },
  'checkout-page': {
    en: () => import('../../locales/en/checkout-page.json'),
    zh: () => import('../../locales/zh/checkout-page.json'),
    id: () => import('../../locales/id/checkout-page.json'),
    th: () => import('../../locales/th/checkout-page.json'),
  },
  'order-page': {
    en: () => import('../../locales/en/order-page.json'),
    zh: () => import('../../locales/zh/order-page.json'),
    id: () => import('../../locales/id/order-page.json'),
    th: () => import('../../locales/th/order-page.json'),
  },
};

/** Per language: the one messages object (chunks are merged into it) and what was asked for. */
const loaded = new Map<
  Language,
  { messages: Promise<Messages>; chunks: Map<string, Promise<void>> }
>();

/**
 * The messages of `language` with `chunks` merged in. Every call answers the same object, so a
 * translator made from it (client/lib/i18n.ts reads it at each call) finds a chunk loaded later,
 * for the page that needs it, before that page renders. Top-level groups are each in one file
 * (test/locales/index.test.ts), so merging them never overwrites a message. Typed as every
 * message: the keys of a chunk are there once a route that declares it has loaded.
 */
export async function loadMessages(
  language: Language,
  chunks: readonly MessageChunk[] = [],
): Promise<Messages> {
  let entry = loaded.get(language);
  if (!entry) {
    const messages = CORE[language]().then((module) => ({ ...module.default }) as Messages);
    entry = { messages, chunks: new Map() };
    loaded.set(language, entry);
    // A failed load is tried again next time (the entry reloads the page once).
    messages.catch(() => loaded.delete(language));
  }
  const { messages, chunks: merged } = entry;
  await Promise.all(
    chunks.map((chunk) => {
      let pending = merged.get(chunk);
      if (!pending) {
        pending = Promise.all([messages, CHUNKS[chunk][language]()]).then(([target, module]) => {
          Object.assign(target, module.default);
        });
        pending.catch(() => merged.delete(chunk));
        merged.set(chunk, pending);
      }
      return pending;
    }),
  );
  return messages;
}
