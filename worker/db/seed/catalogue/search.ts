import { LANGUAGES, type Country, type Language } from '../../../../client/lib/sites';
import { searchDocument } from '../../../catalogue/search-text';
import { SEEDED_CATEGORIES } from '../categories';
import { BRANDS, between, isoAt, type ProductPlan } from './products';
import { randomFor } from './random';
import { NO_MATCH_QUERIES, PRODUCT_TYPES } from './words';

export interface SearchRow {
  text: string;
  product_id: number;
  language: Language;
}

export interface SearchLogRow {
  id: number;
  country: Country;
  language: Language;
  query: string;
  results: number;
  created_at: string;
}

/**
 * The full-text document of a product in one language: its name, brand, the three category
 * names and its shade names (spec: search over names, brands, categories and shades).
 */
export function searchRows(plan: ProductPlan): SearchRow[] {
  // English shade names are searched in every language (shoppers type them as printed on the
  // pack); each language adds its own names.
  const shades = plan.variants.map((variant) => variant.shade_name);
  const translated = (language: Language) =>
    plan.shadeNames.filter((row) => row.language === language).map((row) => row.name);
  return LANGUAGES.map((language) => ({
    product_id: plan.row.id,
    language,
    // NFKC, as matchExpression() normalises what shoppers type: Thai SARA AM (ำ) must be
    // indexed in the same form as it is queried.
    text: searchDocument([
      plan.names[language],
      plan.brandName,
      plan.top.names[language],
      plan.category.names[language],
      plan.sub.names[language],
      ...shades,
      ...translated(language),
    ]),
  }));
}

/** Sites shoppers search from, by language, and how much of the traffic each brings. */
const SEARCHERS: readonly [Country, Language, number][] = [
  ['sg', 'en', 20],
  ['au', 'en', 12],
  ['nz', 'en', 5],
  ['my', 'en', 10],
  ['ph', 'en', 10],
  ['hk', 'en', 6],
  ['hk', 'zh', 10],
  ['id', 'id', 10],
  ['id', 'en', 3],
  ['th', 'th', 10],
  ['th', 'en', 4],
];
export const SEARCH_LOG_SIZE = 3000;
const LOG_FROM = Date.UTC(2026, 9, 1);
const LOG_UNTIL = Date.UTC(2026, 11, 1);

interface Candidate {
  query: string;
  /** Key into the per-country counts ('' finds nothing). */
  key: string;
  weight: number;
}

const typed = (language: Language, text: string) =>
  language === 'zh' || language === 'th' ? text : text.toLowerCase();

/**
 * What shoppers type in one language, most popular first: product types, departments and
 * brand names (Zipf-weighted in a shuffled order, so a few stand out), then two-word
 * searches in English, then a few that find nothing.
 */
function candidates(language: Language, plans: readonly ProductPlan[]): Candidate[] {
  const random = randomFor('search-popularity', LANGUAGES.indexOf(language));
  const head: Omit<Candidate, 'weight'>[] = [
    ...Object.entries(PRODUCT_TYPES).map(([sub, names]) => ({
      query: typed(language, names[language]),
      key: `sub:${sub}`,
    })),
    ...SEEDED_CATEGORIES.filter((node) => node.level === 1).map((top) => ({
      query: typed(language, top.names[language]),
      key: `top:${top.slug}`,
    })),
    ...BRANDS.map((brand) => ({ query: brand.name.toLowerCase(), key: `brand:${brand.id}` })),
  ];
  const list: Candidate[] = random
    .sample(head, head.length)
    .map((candidate, rank) => ({ ...candidate, weight: 1 / (rank + 1) ** 0.9 }));
  if (language === 'en') {
    const pairs = new Set(plans.slice(0, 400).map((plan) => `${plan.adjective}|${plan.sub.slug}`));
    for (const pair of [...pairs].sort()) {
      const [adjective, sub] = pair.split('|');
      list.push({
        query: `${adjective} ${PRODUCT_TYPES[sub].en}`.toLowerCase(),
        key: `pair:${pair}`,
        weight: 0.004,
      });
    }
  }
  for (const query of NO_MATCH_QUERIES[language]) list.push({ query, key: '', weight: 0.003 });
  return list;
}

/** Products sold per country by type, department, brand and adjective + type. */
function countsByCountry(
  plans: readonly ProductPlan[],
  markets: ReadonlyMap<number, readonly Country[]>,
): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const plan of plans) {
    for (const country of markets.get(plan.row.id) ?? []) {
      add(`${country}|sub:${plan.sub.slug}`);
      add(`${country}|top:${plan.top.slug}`);
      add(`${country}|brand:${plan.row.brand_id}`);
      add(`${country}|pair:${plan.adjective}|${plan.sub.slug}`);
    }
  }
  return counts;
}

/**
 * A few thousand searches of October and November 2026 behind "popular searches": from
 * every site and language, weighted so that some queries are clearly popular, each with the
 * number of products it found in its country.
 */
export function searchLog(
  plans: readonly ProductPlan[],
  markets: ReadonlyMap<number, readonly Country[]>,
): SearchLogRow[] {
  const random = randomFor('search-log', 0);
  const counts = countsByCountry(plans, markets);
  const lists = new Map(LANGUAGES.map((language) => [language, candidates(language, plans)]));
  const weights = new Map(
    LANGUAGES.map((language) => [
      language,
      lists.get(language)!.map((candidate) => candidate.weight),
    ]),
  );
  const rows: Omit<SearchLogRow, 'id'>[] = [];
  for (let index = 0; index < SEARCH_LOG_SIZE; index += 1) {
    const [country, language] =
      SEARCHERS[random.weighted(SEARCHERS.map((searcher) => searcher[2]))];
    const candidate = lists.get(language)![random.weighted(weights.get(language)!)];
    rows.push({
      country,
      language,
      query: candidate.query,
      results: candidate.key ? (counts.get(`${country}|${candidate.key}`) ?? 0) : 0,
      created_at: isoAt(between(random, LOG_FROM, LOG_UNTIL) + random.int(0, 59) * 1000),
    });
  }
  rows.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  return rows.map((row, index) => ({ id: index + 1, ...row }));
}
