/**
 * The commerce rules a shopper meets before checkout, in ONE home: the Beauty Pass
 * tiers, whether a variant can be bought now, and how many of it a bag may hold. Isomorphic
 * and free of imports: the product button (client/lib/product-button.ts), the add-to-bag API
 * (worker/bag/add-to-bag.ts), the product page's JSON-LD (routes/product.tsx), the seed and the API
 * contract derive from it, and the SQL that repeats a rule inside a guarded write is generated
 * here from the same constants (`purchasableSql`, `withinLineLimitsSql`), so the two cannot
 * drift; test/client/lib/commerce-rules.worker.test.ts runs both over every combination of
 * their inputs in workerd's SQLite and asserts they agree.
 *
 * Purchasability, first match wins (the order a shopper wants to hear the reason in):
 *
 * 1. `not_sold_here`: the variant has no offer in the shopper's country (stock `null`).
 * 2. `not_launched`: its launch is still ahead (`now < launchAt`). Before its launch nobody
 *    can buy a product, whatever their tier, so the launch comes before priority access.
 * 3. `priority_access`: reserved for a tier until `priority.until` (`now < until`) and the
 *    shopper ranks below that tier (a guest ranks below every tier). Once the date passes,
 *    everybody can buy.
 * 4. `sold_out`: no stock in the country (`stock <= 0`).
 * 5. Otherwise `purchasable`.
 *
 * Dates are ISO 8601 as SQLite's date functions read them (`YYYY-MM-DD`, optionally a time
 * `THH:MM[:SS[.fff]]`, optionally `Z` or `±HH:MM`; no zone means UTC). A date in any other
 * form counts as absent (no launch, no priority window), in TypeScript as in SQL, so a bad row
 * never hides a product behind a button nobody can press.
 */

/**
 * Beauty Pass tiers, lowest first: pink and white start, then black, then gold
 * (docs/business-rules.md#tiers).
 */
export const TIERS = ['pink', 'white', 'black', 'gold'] as const;
export type Tier = (typeof TIERS)[number];

/** The tiers a priority-access window may reserve a product for (never the entry tier pink). */
export const PRIORITY_TIERS = ['white', 'black', 'gold'] as const satisfies readonly Tier[];
export type PriorityTier = (typeof PRIORITY_TIERS)[number];

/**
 * The one order of the tiers (docs/business-rules.md, "Beauty Pass"): the entry tiers, Pink (AU
 * and NZ) and White (the other six sites), are one rung, 0, never above or below each other;
 * Black is 1 and Gold 2. A guest (and an unknown tier) ranks -1, below every tier. Every
 * comparison of tiers (a reward's or a price's minimum, a priority window, an upgrade, the
 * yearly review) reads this, and SQL reads `tierRankSql`, generated from it.
 */
export const TIER_RANK: Readonly<Record<Tier, number>> = { pink: 0, white: 0, black: 1, gold: 2 };

export function tierRank(tier: Tier | null): number {
  return tier !== null && Object.hasOwn(TIER_RANK, tier) ? TIER_RANK[tier] : -1;
}

/** The most of one item a bag line holds (docs/business-rules.md#the-bags-line-limits). */
export const MAX_LINE_QUANTITY = 6;

export const PURCHASABILITY = [
  'purchasable',
  'not_sold_here',
  'not_launched',
  'priority_access',
  'sold_out',
] as const;
export type Purchasability = (typeof PURCHASABILITY)[number];

export interface PurchaseInput {
  /** Units in stock in the shopper's country; null when the variant is not sold there. */
  stock: number | null;
  /** The launch date, ISO 8601, or null when the product is launched. */
  launchAt: string | null;
  /** A priority-access window: only `tier` and above may buy before `until`. */
  priority: { tier: Tier; until: string } | null;
  /** The shopper's Beauty Pass tier; null for a guest. */
  shopperTier: Tier | null;
  now: Date | number;
}

const ISO_DATE =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::(\d{2}(?:\.\d+)?))?(Z|[+-]\d{2}:\d{2})?)?$/;

/** A rule's date as epoch milliseconds, or null when absent or not in the accepted form. */
export function ruleTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, date, hoursMinutes, seconds, zone] = match;
  // A time without a zone is UTC, as SQLite reads it (Date.parse would take local time).
  const base = Date.parse(hoursMinutes ? `${date}T${hoursMinutes}:00${zone ?? 'Z'}` : date);
  if (Number.isNaN(base)) return null;
  const secondsValue = seconds ? Number(seconds) : 0;
  if (secondsValue >= 60) return null;
  // Fractions of a second as SQLite counts them: milliseconds, rounded half up.
  return base + Math.floor(secondsValue * 1000 + 0.5);
}

function epoch(now: Date | number): number {
  return typeof now === 'number' ? now : now.getTime();
}

/** The launch has happened (or there is none): `launchAt <= now`. */
export function launched(launchAt: string | null, now: Date | number): boolean {
  const launch = ruleTime(launchAt);
  return launch === null || launch <= epoch(now);
}

/** A priority window keeps this shopper out now: it is still open and they rank below its tier. */
export function heldForTier(
  priority: PurchaseInput['priority'],
  shopperTier: Tier | null,
  now: Date | number,
): boolean {
  if (!priority) return false;
  const until = ruleTime(priority.until);
  return until !== null && epoch(now) < until && tierRank(shopperTier) < tierRank(priority.tier);
}

/** The variant has stock in the country (an offer with more than 0 units). */
export function inStock(stock: number | null): boolean {
  return stock !== null && stock > 0;
}

/** Whether the variant can be bought now by this shopper, or the first reason why not. */
export function purchasability(input: PurchaseInput): Purchasability {
  if (input.stock === null) return 'not_sold_here';
  if (!launched(input.launchAt, input.now)) return 'not_launched';
  if (heldForTier(input.priority, input.shopperTier, input.now)) return 'priority_access';
  if (!inStock(input.stock)) return 'sold_out';
  return 'purchasable';
}

export type LineLimitBreach =
  | { code: 'MAX_QUANTITY'; max: number }
  | { code: 'VARIANT_LIMIT'; limit: number }
  | { code: 'NOT_ENOUGH_STOCK'; stock: number }
  | { code: 'BRAND_LIMIT'; limit: number };

export interface LineLimitInput {
  /** Units to add. */
  quantity: number;
  /** Already in this variant's bag line. */
  inBag: number;
  /** The variant's own per-order limit. */
  maxPerOrder: number;
  /** Units in stock in the country. */
  stock: number;
  /** The brand's per-order limit in the country, if it sets one, and the brand's items in the bag. */
  brandLimit: number | null;
  brandInBag: number;
}

/** The most a bag line of the variant may hold: 6, its per-order limit and its stock. */
export function lineCapacity(maxPerOrder: number, stock: number): number {
  return Math.max(0, Math.min(MAX_LINE_QUANTITY, maxPerOrder, stock));
}

/**
 * The first limit adding `quantity` would break, from the widest (6 per line) to the
 * narrowest, or null. Run it on a purchasable variant (`purchasability` first).
 */
export function lineLimitBreach(input: LineLimitInput): LineLimitBreach | null {
  const line = input.inBag + input.quantity;
  if (line > MAX_LINE_QUANTITY) return { code: 'MAX_QUANTITY', max: MAX_LINE_QUANTITY };
  if (line > input.maxPerOrder) return { code: 'VARIANT_LIMIT', limit: input.maxPerOrder };
  if (line > input.stock) return { code: 'NOT_ENOUGH_STOCK', stock: input.stock };
  if (input.brandLimit !== null && input.brandInBag + input.quantity > input.brandLimit)
    return { code: 'BRAND_LIMIT', limit: input.brandLimit };
  return null;
}

/** The same rules as SQL: each field is an SQL expression (a column, a parameter, a subquery). */
export interface PurchaseSql {
  /** The offer's stock in the country, NULL when there is no offer. */
  stock: string;
  launchAt: string;
  priorityTier: string;
  priorityUntil: string;
  /** The shopper's tier rank (`tierRank`), -1 for a guest. */
  shopperRank: string;
  /** Now, as an ISO 8601 string. */
  now: string;
}

/** SQL for `tierRank` of a tier column. */
export function tierRankSql(column: string): string {
  return `(CASE ${column} ${TIERS.map((tier) => `WHEN '${tier}' THEN ${TIER_RANK[tier]}`).join(' ')} ELSE -1 END)`;
}

/** SQL for `ruleTime`'s accepted form: julianday() of anything else is NULL, or too lenient. */
function timeSql(expression: string): string {
  // julianday() also reads bare numbers and 'now'; the GLOB keeps to ISO 8601 dates.
  return `(CASE WHEN ${expression} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*' THEN julianday(${expression}) END)`;
}

/** `launched` for SQL: never NULL (so NOT works on it), given a non-NULL `now`. */
export function launchedSql(launchAt: string, now: string): string {
  const launch = timeSql(launchAt);
  return `(${launch} IS NULL OR ${launch} <= julianday(${now}))`;
}

/** Each rule as an SQL condition that is never NULL (so NOT works on it). */
function conditionsSql(sql: PurchaseSql) {
  const until = timeSql(sql.priorityUntil);
  return {
    soldHere: `(${sql.stock} IS NOT NULL)`,
    launched: launchedSql(sql.launchAt, sql.now),
    open: `(${sql.priorityTier} IS NULL OR ${until} IS NULL OR ${until} <= julianday(${sql.now}) OR ${sql.shopperRank} >= ${tierRankSql(sql.priorityTier)})`,
    inStock: `(${sql.stock} IS NOT NULL AND ${sql.stock} > 0)`,
  };
}

/** SQL for `purchasability`: the verdict as its string. */
export function purchasabilitySql(sql: PurchaseSql): string {
  const c = conditionsSql(sql);
  return `(CASE WHEN NOT ${c.soldHere} THEN 'not_sold_here' WHEN NOT ${c.launched} THEN 'not_launched' WHEN NOT ${c.open} THEN 'priority_access' WHEN NOT ${c.inStock} THEN 'sold_out' ELSE 'purchasable' END)`;
}

/** SQL for `purchasability(...) === 'purchasable'`: the guard a write repeats. */
export function purchasableSql(sql: PurchaseSql): string {
  const c = conditionsSql(sql);
  return `(${c.soldHere} AND ${c.launched} AND ${c.open} AND ${c.inStock})`;
}

/** SQL for `lineLimitBreach(...) === null`, each field an SQL expression. */
export function withinLineLimitsSql(sql: Record<keyof LineLimitInput, string>): string {
  return `(${sql.inBag} + ${sql.quantity} <= MIN(${MAX_LINE_QUANTITY}, ${sql.maxPerOrder}, ${sql.stock}) AND (${sql.brandLimit} IS NULL OR ${sql.brandInBag} + ${sql.quantity} <= ${sql.brandLimit}))`;
}

/** `inStock` for SQL over an offer's stock column (listings, cards). */
export function inStockSql(stock: string): string {
  return `(${stock} > 0)`;
}
