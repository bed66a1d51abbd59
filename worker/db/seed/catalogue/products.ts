import {
  MAX_LINE_QUANTITY,
  PRIORITY_TIERS,
  type PriorityTier,
} from '../../../../client/lib/commerce-rules';
import { LANGUAGES, type Language } from '../../../../client/lib/sites';
import { BRAND_NAMES, brandSlug } from '../brand-names';
import { SEEDED_CATEGORIES, type SeededCategory } from '../categories';
import { randomFor, type Random } from './random';
import {
  ADJECTIVES,
  COLLECTIONS,
  DESCRIPTIONS,
  PRODUCT_TYPES,
  SENTENCE_JOIN,
  SHADE_COUNT,
  SHADES,
  SIZES,
  productName,
  shadeText,
  type Text,
  type TopSlug,
} from './words';

export interface ProductRow {
  id: number;
  slug: string;
  brand_id: number;
  category_id: number;
  created_at: string;
  launch_at: string | null;
  is_new: number;
  is_exclusive: number;
  is_limited: number;
  is_vegan: number;
  non_discountable: number;
  cnc_only: number;
  priority_tier: PriorityTier | null;
  priority_until: string | null;
  rating_sum: number;
  rating_count: number;
  featured_rank: number;
}

export interface ProductTextRow {
  product_id: number;
  language: Language;
  name: string;
  description: string;
}

/** A shade's name in a language other than English (the variant row holds the English one). */
export interface ShadeNameRow {
  variant_id: number;
  language: Exclude<Language, 'en'>;
  name: string;
}

export interface VariantRow {
  id: number;
  product_id: number;
  sku: string;
  shade_name: string | null;
  shade_hex: string | null;
  size_label: string;
  position: number;
  max_per_order: number;
}

/**
 * What a product is for the generator: the launch or access state its button shows, and
 * whether it is sold out everywhere.
 * - `regular`: on sale now; `launched`: its launch date has passed;
 * - `upcoming`: launches in 2030 (remind me / coming soon);
 * - `priority`: tier-gated until 2030; `priority-ended`: the gate ended in 2025.
 */
export type ProductState = 'regular' | 'launched' | 'upcoming' | 'priority' | 'priority-ended';

export interface ProductPlan {
  row: ProductRow;
  state: ProductState;
  /** Every variant has no stock in any country. */
  soldOut: boolean;
  brandName: string;
  top: SeededCategory & { slug: TopSlug };
  category: SeededCategory;
  sub: SeededCategory;
  names: Record<Language, string>;
  type: Text;
  collection: Text;
  /** English adjective, for plausible searches ("matte lipstick"). */
  adjective: string;
  variants: VariantRow[];
  /** The shade names of its variants in zh, id and th. */
  shadeNames: ShadeNameRow[];
  /** Size of each variant in ml or g (a litre is 1000), for prices. */
  amounts: number[];
  /** Higher is more prominent; turned into featured_rank once every product is made. */
  prominence: number;
}

/** A fixed clock: the seed's "now" is 1 November 2026 (worker/db/seed/index.ts SEEDED_AT). */
const DAY = 86_400_000;
const EPOCH = Date.UTC(2023, 0, 1);
const NEW_SINCE = Date.UTC(2026, 8, 2);
const SEEDED_UNTIL = Date.UTC(2026, 9, 31, 23, 59);
const LAUNCHED_BEFORE = Date.UTC(2026, 5, 1);
export const PRIORITY_ACTIVE_UNTIL = '2030-12-31T15:59:59.000Z';
export const PRIORITY_ENDED_AT = '2025-06-30T15:59:59.000Z';

export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}

/** A moment between two instants, to the minute. */
export function between(random: Random, from: number, to: number): number {
  return from + Math.floor(random.next() * ((to - from) / 60_000)) * 60_000;
}

const TOPS = SEEDED_CATEGORIES.filter((node) => node.level === 1) as (SeededCategory & {
  slug: TopSlug;
})[];
const SUBS = SEEDED_CATEGORIES.filter((node) => node.level === 3);
const BY_ID = new Map(SEEDED_CATEGORIES.map((node) => [node.id, node]));
/** How big the brands of each department are: makeup is the biggest, bath and body the smallest. */
const TOP_WEIGHT: Record<TopSlug, number> = {
  makeup: 1.6,
  skincare: 1.3,
  fragrance: 1,
  hair: 0.6,
  'bath-body': 0.6,
};

interface BrandProfile {
  id: number;
  name: string;
  slug: string;
  code: string;
  weight: number;
  subs: SeededCategory[];
  subWeights: number[];
}

/** Each brand makes one to three departments; the house brand (id 1) makes everything. */
function brandProfiles(): BrandProfile[] {
  return BRAND_NAMES.map((name, index) => {
    const random = randomFor('brand', index);
    const primary = TOPS[index % TOPS.length];
    const tops =
      index === 0
        ? TOPS
        : [
            primary,
            ...random.sample(
              TOPS.filter((top) => top !== primary),
              random.weighted([5, 3, 1]),
            ),
          ];
    const subs = SUBS.filter((sub) => tops.some((top) => top.id === sub.lineage[0]));
    return {
      id: index + 1,
      name,
      slug: brandSlug(name),
      code: name
        .replace(/[^A-Za-z ]/g, '')
        .split(' ')
        .filter(Boolean)
        .map((word) => word[0].toUpperCase())
        .join('')
        .slice(0, 3),
      weight: index === 0 ? 4 : (0.5 + random.next() * 1.5) * TOP_WEIGHT[primary.slug],
      subs,
      // Its first department is where most of a brand's products are.
      subWeights: subs.map((sub) => (sub.lineage[0] === primary.id ? 3 : 1)),
    };
  });
}

export const BRANDS: readonly BrandProfile[] = brandProfiles();

function titleSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function jitterHex(random: Random, hex: string): string {
  const channel = (offset: number) => {
    const value = Math.max(
      0,
      Math.min(255, parseInt(hex.slice(offset, offset + 2), 16) + random.int(-8, 8)),
    );
    return value.toString(16).padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** ml or g of a size label; a litre counts 1000. */
function amountOf(label: string): number {
  const [number, unit] = label.split(' ');
  return Number(number) * (unit === 'l' ? 1000 : 1);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

function description(
  language: Language,
  random: Random,
  plan: {
    top: TopSlug;
    name: string;
    brand: string;
    collection: string;
    type: string;
    vegan: boolean;
    limited: boolean;
  },
): string {
  const text = DESCRIPTIONS[language];
  const type = language === 'en' || language === 'id' ? plan.type.toLowerCase() : plan.type;
  const sentences = [
    fill(random.pick(text.intros), {
      name: plan.name,
      brand: plan.brand,
      collection: plan.collection,
      type,
    }),
    ...random.sample(text.benefits[plan.top], 2),
    text.usage[plan.top],
  ];
  if (plan.vegan) sentences.push(text.vegan);
  if (plan.limited) sentences.push(text.limited);
  return sentences.join(SENTENCE_JOIN[language]);
}

function pickState(random: Random): ProductState {
  return (['regular', 'launched', 'upcoming', 'priority', 'priority-ended'] as const)[
    random.weighted([91, 2.5, 2.5, 2.5, 1.5])
  ];
}

/**
 * Products 1..count with their texts and variants. Each product draws from its own random
 * stream, so product 17 is the same whatever the size of the catalogue.
 */
export function planProducts(count: number): ProductPlan[] {
  const slugs = new Set<string>();
  const brandWeights = BRANDS.map((brand) => brand.weight);
  const plans: ProductPlan[] = [];
  let variantId = 0;
  for (let id = 1; id <= count; id += 1) {
    const random = randomFor('product', id);
    // The first products visit every brand once, so even a small seed has them all.
    const brand = id <= BRANDS.length ? BRANDS[id - 1] : BRANDS[random.weighted(brandWeights)];
    const sub = brand.subs[random.weighted(brand.subWeights)];
    const category = BY_ID.get(sub.lineage[1])!;
    const top = BY_ID.get(sub.lineage[0]) as SeededCategory & { slug: TopSlug };
    const collection = random.pick(COLLECTIONS);
    const adjective = random.pick(ADJECTIVES[top.slug]);
    const type = PRODUCT_TYPES[sub.slug];
    const names = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        productName(language, collection[language], adjective[language], type[language]),
      ]),
    ) as Record<Language, string>;

    const state = pickState(random);
    // New: created in the last two months. A past launch went live two weeks to three months
    // after the product was created, well before the seed's "now".
    const isNew =
      state === 'upcoming'
        ? random.chance(0.5)
        : state === 'launched'
          ? false
          : random.chance(0.12);
    const createdAt =
      isNew || state === 'upcoming'
        ? between(random, NEW_SINCE, SEEDED_UNTIL)
        : between(random, EPOCH, state === 'launched' ? LAUNCHED_BEFORE : NEW_SINCE - DAY);
    let launchAt: string | null = null;
    if (state === 'upcoming')
      launchAt = isoAt(between(random, Date.UTC(2030, 0, 1), Date.UTC(2030, 11, 1)));
    if (state === 'launched')
      launchAt = isoAt(between(random, createdAt + 14 * DAY, createdAt + 90 * DAY));
    const isLimited = random.chance(state === 'priority' ? 0.4 : 0.08);
    const isVegan = random.chance(top.slug === 'skincare' || top.slug === 'bath-body' ? 0.4 : 0.2);
    const isExclusive = random.chance(state === 'priority' ? 0.6 : 0.1);
    const nonDiscountable = random.chance(top.slug === 'fragrance' ? 0.2 : 0.06);
    const cncOnly = random.chance(0.04);
    const gated = state === 'priority' || state === 'priority-ended';
    const tier = gated ? random.pick(PRIORITY_TIERS) : null;
    // Sold out everywhere: a quarter of limited editions, a few of the rest; never an upcoming or gated one.
    const soldOut =
      (state === 'regular' || state === 'launched') && random.chance(isLimited ? 0.25 : 0.05);

    let slug = `${brand.slug}-${titleSlug(names.en)}`;
    for (let suffix = 2; slugs.has(slug); suffix += 1)
      slug = `${brand.slug}-${titleSlug(names.en)}-${suffix}`;
    slugs.add(slug);

    const variants: VariantRow[] = [];
    const shadeNames: ShadeNameRow[] = [];
    const amounts: number[] = [];
    const palette = SHADES[sub.slug];
    const sizes = SIZES[sub.slug];
    const sku = (position: number) =>
      `${brand.code}${String(id).padStart(6, '0')}-${String(position + 1).padStart(2, '0')}`;
    const limit = (): number =>
      isLimited
        ? 2
        : state === 'priority'
          ? 1
          : random.chance(0.06)
            ? random.int(3, MAX_LINE_QUANTITY - 1)
            : MAX_LINE_QUANTITY;
    if (palette) {
      const [fewest, most] = SHADE_COUNT[sub.slug];
      const shadeCount = Math.min(random.int(fewest, most), palette.length);
      // Skin tones come as a run of neighbouring shades; colours as a selection.
      const start = random.int(0, palette.length - shadeCount);
      const shades =
        palette === SHADES.foundation
          ? palette
              .slice(start, start + shadeCount)
              .map(
                (shade, index) => [`${shade[0]} ${110 + 10 * (start + index)}`, shade[1]] as const,
              )
          : random.sample(palette, shadeCount);
      shades.forEach(([shadeName, hex], position) => {
        variantId += 1;
        variants.push({
          id: variantId,
          product_id: id,
          sku: sku(position),
          shade_name: shadeName,
          shade_hex: jitterHex(random, hex),
          size_label: sizes[0],
          position,
          max_per_order: limit(),
        });
        const text = shadeText(shadeName);
        for (const language of ['zh', 'id', 'th'] as const)
          shadeNames.push({ variant_id: variantId, language, name: text[language] });
        amounts.push(amountOf(sizes[0]));
      });
    } else {
      const sizeCount = Math.min(sizes.length, [1, 2, 3][random.weighted([15, 45, 40])]);
      const start = random.int(0, sizes.length - sizeCount);
      sizes.slice(start, start + sizeCount).forEach((size, position) => {
        variantId += 1;
        variants.push({
          id: variantId,
          product_id: id,
          sku: sku(position),
          shade_name: null,
          shade_hex: null,
          size_label: size,
          position,
          max_per_order: limit(),
        });
        amounts.push(amountOf(size));
      });
    }

    plans.push({
      row: {
        id,
        slug,
        brand_id: brand.id,
        category_id: sub.id,
        created_at: isoAt(createdAt),
        launch_at: launchAt,
        is_new: isNew ? 1 : 0,
        is_exclusive: isExclusive ? 1 : 0,
        is_limited: isLimited ? 1 : 0,
        is_vegan: isVegan ? 1 : 0,
        non_discountable: nonDiscountable ? 1 : 0,
        cnc_only: cncOnly ? 1 : 0,
        priority_tier: tier,
        priority_until:
          state === 'priority'
            ? PRIORITY_ACTIVE_UNTIL
            : state === 'priority-ended'
              ? PRIORITY_ENDED_AT
              : null,
        rating_sum: 0,
        rating_count: 0,
        featured_rank: 0,
      },
      state,
      soldOut,
      brandName: brand.name,
      top,
      category,
      sub,
      names,
      type,
      collection,
      adjective: adjective.en,
      variants,
      shadeNames,
      amounts,
      prominence:
        random.next() +
        (brand.id === 1 ? 0.25 : 0) +
        (isNew ? 0.3 : 0) +
        (isExclusive ? 0.15 : 0) -
        (soldOut ? 0.5 : 0),
    });
  }
  // Featured order: 1 is first; ties cannot happen (ids break them).
  [...plans]
    .sort((a, b) => b.prominence - a.prominence || a.row.id - b.row.id)
    .forEach((plan, index) => (plan.row.featured_rank = index + 1));
  return plans;
}

/** The product's texts in the four languages; the description draws from its own stream. */
export function productTexts(plan: ProductPlan): ProductTextRow[] {
  const random = randomFor('description', plan.row.id);
  return LANGUAGES.map((language) => ({
    product_id: plan.row.id,
    language,
    name: plan.names[language],
    description: description(language, random, {
      top: plan.top.slug,
      name: plan.names[language],
      brand: plan.brandName,
      collection: plan.collection[language],
      type: plan.type[language],
      vegan: plan.row.is_vegan === 1,
      limited: plan.row.is_limited === 1,
    }),
  }));
}
