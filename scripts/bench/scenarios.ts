/**
 * What the benchmark requests: the pages (the trivial route first, every ratio is against it)
 * and the listing and search API calls, each with a check of its first answer, so that a
 * figure is never taken from an error page, a redirect or an empty listing.
 */
import type { Miniflare } from 'miniflare';

export interface Scenario {
  /** Short name, as printed. */
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** Checks the body of a 200 answer; throws if it is not what is meant to be measured. Returns a note. */
  check?: (body: string) => string;
  /** Response headers the answer must carry (a mode that was asked for was honoured). */
  expectHeaders?: Record<string, string>;
}

/** The listing page: two filters and a sort; 24 products on its first page. */
export const LISTING_PAGE = '/categories/makeup?others=in_stock&sale=1&sort=price_asc';
const PER_PAGE = 24;
const THAI = { 'x-site-country': 'th', 'accept-language': 'th-TH' };

function countCards(body: string): string {
  const cards = body.split('class="product-card"').length - 1;
  if (cards !== PER_PAGE) throw new Error(`expected ${PER_PAGE} product cards, found ${cards}`);
  return `${cards} cards`;
}

/** A listing or search answer: `total` results, `items` on this page (at least one). */
/** A product page: it carries the product button (the product was found and is sold here). */
function productPage(body: string): string {
  if (!body.includes('class="product-button'))
    throw new Error('no product button: not a product page');
  return `button ${/class="product-button state-([\w-]+)/.exec(body)?.[1] ?? 'found'}`;
}

function listingJson(expectedItems?: number) {
  return (body: string): string => {
    const page = JSON.parse(body) as { items?: unknown[]; total?: number };
    const items = page.items?.length ?? 0;
    if (items === 0 || (expectedItems !== undefined && items !== expectedItems)) {
      throw new Error(`expected ${expectedItems ?? 'some'} items, found ${items}`);
    }
    return `${items} of ${page.total} results`;
  };
}

function facetsJson(body: string): string {
  const facets = JSON.parse(body) as Record<string, unknown>;
  return `${Object.keys(facets).length} facet groups`;
}

/** The SG site's first featured product: the product page measured. */
export async function featuredProductSlug(mf: Miniflare): Promise<string> {
  const db = await mf.getD1Database('DB');
  const slug = await db
    .prepare(
      "SELECT p.slug FROM listing l JOIN products p ON p.id = l.product_id WHERE l.country = 'sg' ORDER BY l.featured_rank LIMIT 1",
    )
    .first<string>('slug');
  if (!slug) throw new Error('no product is listed in SG');
  return slug;
}

/** The listing page rendered with renderToString, beside the streamed 'listing'. */
export const STRING_LISTING = 'listing, renderToString';

/** The pages, the trivial route first. */
export function pageScenarios(productSlug: string): Scenario[] {
  return [
    { name: 'trivial', path: '/healthz' },
    { name: 'home', path: '/' },
    { name: 'brands', path: '/brands' },
    { name: 'listing', path: LISTING_PAGE, check: countCards },
    // The same page with renderToString (development only, worker/render/render-mode.ts): the
    // streaming overhead is the streamed page's req/s over this one's.
    {
      name: STRING_LISTING,
      path: LISTING_PAGE,
      headers: { 'x-render-mode': 'string' },
      expectHeaders: { 'x-render-mode': 'string' },
      check: countCards,
    },
    { name: 'product', path: `/products/${productSlug}`, check: productPage },
  ];
}

/** The listing and search API calls (SG in English unless headers say otherwise). */
export const API_SCENARIOS: Scenario[] = [
  {
    name: 'variants',
    path: `/api/web/v1/variants?category=makeup&others=in_stock&sort=price_asc&per_page=${PER_PAGE}`,
    check: listingJson(PER_PAGE),
  },
  {
    name: 'filters',
    path: '/api/web/v1/products/filters/?category=makeup&others=in_stock',
    check: facetsJson,
  },
  { name: 'search en', path: '/api/web/v1/search/?q=serum', check: listingJson() },
  {
    name: 'search th',
    path: `/api/web/v1/search/?q=${encodeURIComponent('เซรั่ม')}`,
    headers: THAI,
    check: listingJson(),
  },
];

/**
 * The maximum filter selection: every brand, every category, every "others" option, on sale
 * and a price range, on the listing, the facets and a search (SG). Each must answer 200 with
 * nothing ignored: the ids reach D1 as one JSON array per list, not one parameter each (D1
 * takes at most 100).
 */
export async function maxSelectionScenarios(mf: Miniflare): Promise<Scenario[]> {
  const db = await mf.getD1Database('DB');
  const slugs = async (table: string) =>
    (
      await db.prepare(`SELECT DISTINCT slug FROM ${table} ORDER BY slug`).all<{ slug: string }>()
    ).results.map((row) => row.slug);
  const everything = new URLSearchParams({
    brands: (await slugs('brands')).join(','),
    categories: (await slugs('categories')).join(','),
    others: 'new,exclusive,limited,vegan,in_stock',
    sale: '1',
    // On SGD bucket bounds, as the filter panel's price buckets are (a typed range that cuts
    // a bucket is counted on listing rows instead: worker/catalogue/facet-counts.ts).
    price_min: '2500',
    price_max: '19999',
  });
  const nothingIgnored = (body: string): string => {
    const answer = JSON.parse(body) as { ignored?: unknown[]; total?: number; brands?: unknown[] };
    if (answer.ignored?.length) throw new Error(`ignored ${JSON.stringify(answer.ignored)}`);
    return answer.total === undefined
      ? `${answer.brands?.length ?? 0} brands counted`
      : `${answer.total} results`;
  };
  return [
    {
      name: 'variants, every filter',
      path: `/api/web/v1/variants?${everything}`,
      check: nothingIgnored,
    },
    {
      name: 'filters, every filter',
      path: `/api/web/v1/products/filters/?${everything}`,
      check: nothingIgnored,
    },
    {
      name: 'search, every filter',
      path: `/api/web/v1/search/?q=serum&${everything}`,
      check: nothingIgnored,
    },
  ];
}

export interface Preflight {
  /** Body bytes, uncompressed. */
  bytes: number;
  note: string;
}

/** One GET of each scenario: each must answer 200 (no redirect) and pass its check. */
export async function preflight(
  origin: string,
  scenarios: Scenario[],
): Promise<Map<string, Preflight>> {
  const results = new Map<string, Preflight>();
  for (const scenario of scenarios) {
    const response = await fetch(origin + scenario.path, {
      headers: scenario.headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.text();
    if (response.status !== 200)
      throw new Error(`GET ${scenario.path}: status ${response.status}, expected 200`);
    for (const [name, value] of Object.entries(scenario.expectHeaders ?? {})) {
      if (response.headers.get(name) !== value)
        throw new Error(
          `GET ${scenario.path}: ${name} is ${response.headers.get(name)}, expected ${value}`,
        );
    }
    let note = '';
    try {
      note = scenario.check?.(body) ?? '';
    } catch (error) {
      throw new Error(`GET ${scenario.path}: ${(error as Error).message}`);
    }
    results.set(scenario.name, { bytes: Buffer.byteLength(body), note });
  }
  return results;
}
