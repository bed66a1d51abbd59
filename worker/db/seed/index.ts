import { formatMoney } from '../../../client/lib/format';
import {
  COUNTRIES,
  localeTag,
  SITES,
  type Country,
  type Language,
} from '../../../client/lib/sites';
import { BAG_OFFER_TABLES, bagOfferStatements } from './bag-offers';
import { BOOKING_TABLES, bookingStatements } from './booking';
import { BRAND_NAMES, brandSlug } from './brand-names';
import { catalogueStatements, generateCatalogue } from './catalogue';
import { SEEDED_CATEGORIES } from './categories';
import { CONTENT_TEXT, type ContentText } from './content-text';
import { rebuildReadModelSql } from '../../catalogue/offers';
import { insert } from './sql';
import { REWARD_TABLES, rewardStatements } from './rewards';
import { STORE_TABLES, storeStatements } from './stores';
import { ORDER_TABLES, sandboxOrderStatements } from './orders';
import { systemTime } from '../../clock';

/** Tables the seed owns, children first: re-seeding empties them in this order. */
export const SEEDED_TABLES = [
  // Orders hold stores, promotions and variants: gone first (a re-seed starts without orders).
  ...ORDER_TABLES,
  ...REWARD_TABLES,
  ...BAG_OFFER_TABLES,
  // Booking's rows hold stores: gone before them.
  ...BOOKING_TABLES,
  ...STORE_TABLES,
  'product_search',
  'search_log',
  'wishlist_items',
  'waitlist_entries',
  'launch_reminders',
  'facet_cells',
  'listing',
  'reviews',
  'brand_limits',
  'variant_shade_names',
  'variant_offers',
  'variants',
  'product_texts',
  'products',
  'content_entries',
  'exempted_paths',
  'category_names',
  'categories',
  'brands',
] as const;

/** A fixed clock for seeded timestamps: the same seed on every run. */
const SEEDED_AT = '2026-11-01T00:00:00.000Z';

function brandRows(): string[] {
  return BRAND_NAMES.map((name, index) =>
    insert('brands', {
      id: index + 1,
      slug: brandSlug(name),
      name,
      is_house_brand: index === 0,
      menu_rank: index < 8 ? index + 1 : null,
    }),
  );
}

function categoryRows(): string[] {
  const rows: string[] = [];
  for (const node of SEEDED_CATEGORIES) {
    rows.push(
      insert('categories', {
        id: node.id,
        slug: node.slug,
        parent_id: node.parentId,
        level: node.level,
        position: node.position,
      }),
    );
    for (const [language, name] of Object.entries(node.names))
      rows.push(insert('category_names', { category_id: node.id, language, name }));
  }
  return rows;
}

interface Entry {
  slug: string;
  title: string;
  blocks: unknown[];
  status?: 'published' | 'draft';
  segment?: string;
}

function homeBlocks(text: ContentText, heroTitle: string, tone: string) {
  return [
    {
      type: 'hero',
      id: 'hero',
      title: heroTitle,
      subtitle: text.heroSubtitle,
      href: '/pages/sale',
      cta: text.heroCta,
      tone,
    },
    { type: 'text', id: 'why', title: text.welcomeTitle, body: text.welcomeBody },
    {
      type: 'links',
      id: 'explore',
      title: text.linksTitle,
      items: [
        { id: 'sale', label: text.linkSale, href: '/pages/sale' },
        { id: 'gift-cards', label: text.linkGiftCards, href: '/pages/gift-cards' },
        { id: 'services', label: text.linkServices, href: '/happening/services' },
      ],
    },
  ];
}

/** Every content entry of one country site in one language. */
function contentEntries(country: Country, language: Language): Entry[] {
  const text = CONTENT_TEXT[language];
  const amount = formatMoney(
    SITES[country].freeShippingMinor,
    SITES[country].currency,
    localeTag(language, country),
  );
  const page = (slug: string, title: string, body: string): Entry => ({
    slug,
    title,
    blocks: [{ type: 'text', id: 'body', title, body }],
  });
  return [
    { slug: 'home', title: text.homeTitle, blocks: homeBlocks(text, text.heroTitle, 'light') },
    {
      slug: 'home',
      title: text.homeTitle,
      blocks: homeBlocks(text, text.draftHeroTitle, 'dark'),
      status: 'draft',
    },
    {
      slug: 'home',
      title: text.homeTitle,
      blocks: homeBlocks(text, text.vipHeroTitle, 'dark'),
      segment: 'vip',
    },
    page('about', text.aboutTitle, text.aboutBody),
    {
      slug: 'sale',
      title: text.saleTitle,
      blocks: [
        { type: 'text', id: 'body', title: text.saleTitle, body: text.saleBody },
        // The sale page carries a listing of everything on sale (narrowed by /pages/sale/{category}).
        { type: 'listing', id: 'sale-products', title: text.saleTitle, filter: { sale: true } },
      ],
    },
    page('gift-cards', text.giftCardsTitle, text.giftCardsBody),
    page('privacy-policy', text.privacyTitle, text.privacyBody),
    {
      slug: 'terms',
      title: text.termsTitle,
      blocks: [
        { type: 'text', id: 'general', title: text.termsTitle, body: text.termsBody },
        { type: 'text', id: 'legal-terms', title: text.legalTermsTitle, body: text.legalTermsBody },
      ],
    },
    {
      slug: 'promo-bar',
      title: text.promoBar,
      blocks: [
        { type: 'text', id: 'promo', title: text.promoBar.replace('{amount}', amount), body: '' },
      ],
    },
    {
      slug: 'overlay-welcome',
      title: text.overlayTitle,
      blocks: [{ type: 'text', id: 'overlay', title: text.overlayTitle, body: text.overlayBody }],
      status: 'draft',
    },
  ];
}

function contentRows(): string[] {
  const rows: string[] = [];
  let id = 0;
  for (const country of COUNTRIES) {
    for (const language of SITES[country].languages) {
      for (const entry of contentEntries(country, language)) {
        id += 1;
        rows.push(
          insert('content_entries', {
            id,
            slug: entry.slug,
            country,
            language,
            segment: entry.segment ?? '',
            status: entry.status ?? 'published',
            title: entry.title,
            blocks: JSON.stringify(entry.blocks),
            updated_at: SEEDED_AT,
          }),
        );
      }
    }
  }
  return rows;
}

/** Paths that must load as full pages: the external booking return and the sandbox. */
function exemptedRows(): string[] {
  return [
    insert('exempted_paths', {
      id: 1,
      country: null,
      type: 'startsWith',
      value: '/happening/services/booxi',
    }),
    insert('exempted_paths', { id: 2, country: null, type: 'absolute', value: '/users/unlock' }),
    insert('exempted_paths', { id: 3, country: null, type: 'regex', value: '^/sandbox(/|$)' }),
  ];
}

/**
 * The deterministic seed: the same statements on every run, for every machine. Applying it
 * empties the seeded tables first, so it can run again without duplicates. `products` sizes
 * the catalogue (2,000 by default; the benchmark uses 50,000).
 */
export function seedStatements(options: { products?: number; now?: Date } = {}): string[] {
  const catalogue = generateCatalogue(options);
  // The bag offers' dates are relative to the day it is seeded (one expired yesterday...).
  const now = options.now ?? systemTime();
  return [
    ...SEEDED_TABLES.map((table) => `DELETE FROM ${table};`),
    ...brandRows(),
    ...categoryRows(),
    ...contentRows(),
    ...exemptedRows(),
    ...catalogueStatements(catalogue),
    ...bagOfferStatements(catalogue, now),
    ...rewardStatements(catalogue),
    ...storeStatements(),
    ...bookingStatements(),
    ...sandboxOrderStatements(catalogue),
    // Last: the read model of listings and facets, from everything above.
    ...rebuildReadModelSql(),
  ];
}
