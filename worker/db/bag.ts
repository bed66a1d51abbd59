import { tierRank, type Tier } from '../../client/lib/product-button';
import type { Country } from '../../client/lib/sites';

/**
 * The minimal bag behind "add to bag" (the bag page comes later): lines per device and
 * country in `cart_lines`, and the header's item count.
 *
 * Adding is atomic and idempotent:
 * - The limits (spec §9: at most 6 per line; the variant's `max_per_order`; the brand's
 *   per-order limit in the country; stock; sold in the country; launched; priority access)
 *   are decided by `addVerdict` from a read of the state, so the shopper gets the precise
 *   reason. The write then repeats every condition inside its own INSERT … SELECT … WHERE
 *   (one statement, in one batch, which D1 runs as one transaction): two concurrent adds can
 *   never push a line or a brand past its limit. When the write finds the state changed
 *   since the read (it wrote nothing), the add is decided again from the new state.
 * - Retries: a request may carry an idempotency key. The batch that applies it also records
 *   the key (`cart_requests`); a later request with the same key adds nothing and answers the
 *   bag as it is (`replayed: true`), and the same key for another variant or quantity is
 *   refused. The browser makes one key per click and keeps it across the query layer's
 *   retries, so a lost answer can never add the item twice. Keys are kept a day.
 */

/** Spec §9: the most of one item a bag line holds. */
export const MAX_LINE_QUANTITY = 6;
/** How long an idempotency key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface AddState {
  /** The variant's offer in the country: null when it is not sold there. */
  stock: number | null;
  maxPerOrder: number;
  launchAt: string | null;
  priority: { tier: Tier; until: string } | null;
  brandName: string;
  /** The brand's per-order limit in the country, if it sets one. */
  brandLimit: number | null;
  /** Already in the bag: this variant's line, and every line of the brand. */
  inBag: number;
  brandInBag: number;
}

export type AddRejection =
  | { code: 'NOT_AVAILABLE_IN_COUNTRY' }
  | { code: 'NOT_LAUNCHED' }
  | { code: 'PRIORITY_ACCESS'; tier: Tier }
  | { code: 'SOLD_OUT' }
  | { code: 'MAX_QUANTITY'; max: number }
  | { code: 'VARIANT_LIMIT'; limit: number }
  | { code: 'NOT_ENOUGH_STOCK'; stock: number }
  | { code: 'BRAND_LIMIT'; limit: number; brand: string };

function past(value: string | null, now: number): boolean {
  if (!value) return true;
  const time = Date.parse(value);
  return Number.isNaN(time) || time <= now;
}

/**
 * Whether `quantity` more of a variant may go into the bag, or the first reason why not, in
 * the order a shopper would want to hear it: not sold here, not launched, reserved for a
 * tier, sold out, then the limits from the widest (6 per line) to the narrowest.
 */
export function addVerdict(
  state: AddState,
  quantity: number,
  options: { now: number; shopperTier: Tier | null },
): AddRejection | null {
  if (state.stock === null) return { code: 'NOT_AVAILABLE_IN_COUNTRY' };
  if (!past(state.launchAt, options.now)) return { code: 'NOT_LAUNCHED' };
  if (
    state.priority &&
    !past(state.priority.until, options.now) &&
    tierRank(options.shopperTier) < tierRank(state.priority.tier)
  ) {
    return { code: 'PRIORITY_ACCESS', tier: state.priority.tier };
  }
  if (state.stock <= 0) return { code: 'SOLD_OUT' };
  const line = state.inBag + quantity;
  if (line > MAX_LINE_QUANTITY) return { code: 'MAX_QUANTITY', max: MAX_LINE_QUANTITY };
  if (line > state.maxPerOrder) return { code: 'VARIANT_LIMIT', limit: state.maxPerOrder };
  if (line > state.stock) return { code: 'NOT_ENOUGH_STOCK', stock: state.stock };
  if (state.brandLimit !== null && state.brandInBag + quantity > state.brandLimit)
    return { code: 'BRAND_LIMIT', limit: state.brandLimit, brand: state.brandName };
  return null;
}

interface StateRow {
  max_per_order: number;
  brand_name: string;
  launch_at: string | null;
  priority_tier: Tier | null;
  priority_until: string | null;
  stock: number | null;
  brand_limit: number | null;
  in_bag: number;
  brand_in_bag: number;
}

interface RequestRow {
  country: string;
  variant_id: number;
  quantity: number;
}

export interface AddInput {
  deviceId: string;
  country: Country;
  variantId: number;
  quantity: number;
  idempotencyKey?: string;
  shopperTier: Tier | null;
  now: Date;
}

export type AddOutcome =
  | { kind: 'added' | 'replayed'; line: { variantId: number; quantity: number }; count: number }
  | { kind: 'unknown' }
  | { kind: 'key_reused' }
  | { kind: 'rejected'; rejection: AddRejection };

/** Items of the brand of product `p` in the device's bag on the site (for the brand limit). */
const BRAND_IN_BAG = `COALESCE((SELECT SUM(l.quantity) FROM cart_lines l
  JOIN variants lv ON lv.id = l.variant_id JOIN products lp ON lp.id = lv.product_id
  WHERE l.device_id = ?1 AND l.country = ?2 AND lp.brand_id = p.brand_id), 0)`;
const IN_BAG =
  'COALESCE((SELECT quantity FROM cart_lines WHERE device_id = ?1 AND country = ?2 AND variant_id = v.id), 0)';
const TIER_RANK = (column: string) =>
  `CASE ${column} WHEN 'pink' THEN 0 WHEN 'white' THEN 1 WHEN 'black' THEN 2 WHEN 'gold' THEN 3 END`;

async function readState(
  db: D1Database,
  input: AddInput,
): Promise<{ state: AddState | null; request: RequestRow | null }> {
  const state = db
    .prepare(
      `SELECT v.max_per_order, b.name AS brand_name, p.launch_at, p.priority_tier, p.priority_until,
              o.stock, bl.max_per_order AS brand_limit, ${IN_BAG} AS in_bag, ${BRAND_IN_BAG} AS brand_in_bag
       FROM variants v
       JOIN products p ON p.id = v.product_id
       JOIN brands b ON b.id = p.brand_id
       LEFT JOIN variant_offers o ON o.variant_id = v.id AND o.country = ?2
       LEFT JOIN brand_limits bl ON bl.brand_id = p.brand_id AND bl.country = ?2
       WHERE v.id = ?3`,
    )
    .bind(input.deviceId, input.country, input.variantId);
  const request = db
    .prepare(
      'SELECT country, variant_id, quantity FROM cart_requests WHERE device_id = ?1 AND idempotency_key = ?2',
    )
    .bind(input.deviceId, input.idempotencyKey ?? '');
  const [stateResult, requestResult] = await db.batch([state, request]);
  const row = (stateResult.results as StateRow[])[0];
  return {
    request: input.idempotencyKey ? ((requestResult.results as RequestRow[])[0] ?? null) : null,
    state: row
      ? {
          stock: row.stock,
          maxPerOrder: row.max_per_order,
          launchAt: row.launch_at,
          priority:
            row.priority_tier && row.priority_until
              ? { tier: row.priority_tier, until: row.priority_until }
              : null,
          brandName: row.brand_name,
          brandLimit: row.brand_limit,
          inBag: row.in_bag,
          brandInBag: row.brand_in_bag,
        }
      : null,
  };
}

/** Reads of the line and the bag's count, to run after (or in the same batch as) a change. */
function currentStatements(db: D1Database, input: AddInput): D1PreparedStatement[] {
  return [
    db
      .prepare(
        'SELECT quantity FROM cart_lines WHERE device_id = ?1 AND country = ?2 AND variant_id = ?3',
      )
      .bind(input.deviceId, input.country, input.variantId),
    db
      .prepare(
        'SELECT COALESCE(SUM(quantity), 0) AS quantity FROM cart_lines WHERE device_id = ?1 AND country = ?2',
      )
      .bind(input.deviceId, input.country),
  ];
}

function currentOf(
  input: AddInput,
  [line, count]: D1Result[],
): { line: { variantId: number; quantity: number }; count: number } {
  const quantity = (result: D1Result | undefined) =>
    (result?.results[0] as { quantity: number } | undefined)?.quantity ?? 0;
  return { line: { variantId: input.variantId, quantity: quantity(line) }, count: quantity(count) };
}

/** The guarded write: every limit again, inside the statement that writes. */
function writeStatements(db: D1Database, input: AddInput): D1PreparedStatement[] {
  const now = input.now.toISOString();
  const key = input.idempotencyKey ?? null;
  const add = db
    .prepare(
      `INSERT INTO cart_lines (device_id, country, variant_id, quantity, last_request, created_at, updated_at)
       SELECT ?1, ?2, v.id, ?4, ?5, ?6, ?6
       FROM variants v
       JOIN products p ON p.id = v.product_id
       JOIN variant_offers o ON o.variant_id = v.id AND o.country = ?2
       LEFT JOIN brand_limits bl ON bl.brand_id = p.brand_id AND bl.country = ?2
       WHERE v.id = ?3
         AND (?5 IS NULL OR NOT EXISTS (SELECT 1 FROM cart_requests WHERE device_id = ?1 AND idempotency_key = ?5))
         AND ${IN_BAG} + ?4 <= MIN(${MAX_LINE_QUANTITY}, v.max_per_order, o.stock)
         AND (bl.max_per_order IS NULL OR ${BRAND_IN_BAG} + ?4 <= bl.max_per_order)
         AND (p.launch_at IS NULL OR julianday(p.launch_at) IS NULL OR julianday(p.launch_at) <= julianday(?6))
         AND (p.priority_until IS NULL OR julianday(p.priority_until) IS NULL OR julianday(p.priority_until) <= julianday(?6)
              OR ?7 >= ${TIER_RANK('p.priority_tier')})
       ON CONFLICT (device_id, country, variant_id) DO UPDATE
         SET quantity = cart_lines.quantity + excluded.quantity, last_request = excluded.last_request, updated_at = excluded.updated_at`,
    )
    .bind(
      input.deviceId,
      input.country,
      input.variantId,
      input.quantity,
      key,
      now,
      tierRank(input.shopperTier),
    );
  if (key === null) return [add];
  const record = db
    .prepare(
      `INSERT INTO cart_requests (device_id, idempotency_key, country, variant_id, quantity, created_at)
       SELECT ?1, ?5, ?2, ?3, ?4, ?6
       WHERE EXISTS (SELECT 1 FROM cart_lines WHERE device_id = ?1 AND country = ?2 AND variant_id = ?3 AND last_request = ?5)
       ON CONFLICT (device_id, idempotency_key) DO NOTHING`,
    )
    .bind(input.deviceId, input.country, input.variantId, input.quantity, key, now);
  const forget = db
    .prepare('DELETE FROM cart_requests WHERE device_id = ?1 AND created_at < ?2')
    .bind(input.deviceId, new Date(input.now.getTime() - IDEMPOTENCY_TTL_MS).toISOString());
  return [add, record, forget];
}

/** Adds `quantity` of a variant to the device's bag on the site (see the file comment). */
export async function addToBag(db: D1Database, input: AddInput): Promise<AddOutcome> {
  // The write wins unless the state changes between the read and the write; then decide again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { state, request } = await readState(db, input);
    if (request) {
      const same =
        request.country === input.country &&
        request.variant_id === input.variantId &&
        request.quantity === input.quantity;
      return same
        ? { kind: 'replayed', ...currentOf(input, await db.batch(currentStatements(db, input))) }
        : { kind: 'key_reused' };
    }
    if (!state) return { kind: 'unknown' };
    const rejection = addVerdict(state, input.quantity, {
      now: input.now.getTime(),
      shopperTier: input.shopperTier,
    });
    if (rejection) return { kind: 'rejected', rejection };
    // The change and the reads of its result in one batch: the count answered is the count it made.
    const writes = writeStatements(db, input);
    const results = await db.batch([...writes, ...currentStatements(db, input)]);
    if (results[0].meta.changes > 0)
      return { kind: 'added', ...currentOf(input, results.slice(writes.length)) };
  }
  throw new Error('bag add kept losing races');
}

/** Items in the device's bag on the site: the sum of its lines' quantities. */
export async function bagCount(
  db: D1Database,
  deviceId: string | undefined,
  country: Country,
): Promise<number> {
  if (!deviceId) return 0;
  const row = await db
    .prepare(
      'SELECT COALESCE(SUM(quantity), 0) AS count FROM cart_lines WHERE device_id = ?1 AND country = ?2',
    )
    .bind(deviceId, country)
    .first<{ count: number }>();
  return row?.count ?? 0;
}
