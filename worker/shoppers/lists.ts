import type { ProductCard } from '../../client/api/catalogue-contract';
import { inStock, inStockSql, launchedSql } from '../../client/lib/commerce-rules';
import type { Country, Language } from '../../client/lib/sites';
import { loadCards } from '../catalogue/cards';
import { ownerColumn, ownerValue, type Owner } from '../db/owner';

/**
 * The shopper lists kept per owner (a guest's device or a member's account, ../db/owner.ts): wish
 * list, waitlist and launch reminders. Every statement names the owner, so an owner reads and
 * changes only its own rows. Changes are single statements or one batch (one transaction): a condition checked
 * and the row written cannot be told apart by a concurrent request. All are idempotent:
 * wishing twice is one row, leaving a waitlist one is not on changes nothing.
 */

type Site = { country: Country; language: Language };

/** The list items a shopper can have at most, per list: a runaway client cannot grow an owner's rows without bound. */
export const MAX_LIST_ITEMS = 500;

export interface WishlistView {
  productIds: number[];
  items: ProductCard[];
}

/** The wish list, newest first: every product id, and the cards of those sold on this site. */
export async function readWishlist(
  db: D1Database,
  owner: Owner | undefined,
  site: Site,
): Promise<WishlistView> {
  if (!owner) return { productIds: [], items: [] };
  const col = ownerColumn(owner);
  const { results } = await db
    .prepare(
      `SELECT product_id FROM wishlist_items WHERE ${col} = ?1 ORDER BY created_at DESC, product_id DESC LIMIT ${MAX_LIST_ITEMS}`,
    )
    .bind(ownerValue(owner))
    .all<{ product_id: number }>();
  const productIds = results.map((row) => row.product_id);
  return { productIds, items: await loadCards(db, productIds, site) };
}

/**
 * Wishes a product or not. Returns false for a product that does not exist (nothing changed).
 * The existence check and the write are one batch.
 */
export async function setWished(
  db: D1Database,
  owner: Owner,
  productId: number,
  wished: boolean,
  now: string,
): Promise<'ok' | 'unknown' | 'full'> {
  const col = ownerColumn(owner);
  const change = wished
    ? db
        .prepare(
          `INSERT INTO wishlist_items (${col}, product_id, created_at)
           SELECT ?1, p.id, ?3 FROM products p
           WHERE p.id = ?2 AND (SELECT COUNT(*) FROM wishlist_items WHERE ${col} = ?1) < ${MAX_LIST_ITEMS}
           ON CONFLICT (${col}, product_id) DO NOTHING`,
        )
        .bind(ownerValue(owner), productId, now)
    : db
        .prepare(`DELETE FROM wishlist_items WHERE ${col} = ?1 AND product_id = ?2`)
        .bind(ownerValue(owner), productId);
  const state = db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM products WHERE id = ?2) AS known,
              EXISTS (SELECT 1 FROM wishlist_items WHERE ${col} = ?1 AND product_id = ?2) AS wished`,
    )
    .bind(ownerValue(owner), productId);
  const [, after] = await db.batch<{ known: number; wished: number }>([change, state]);
  const row = after.results[0];
  if (!row?.known) return 'unknown';
  if (wished && !row.wished) return 'full';
  return 'ok';
}

export interface WaitlistItem {
  variantId: number;
  productId: number;
  since: string;
  product: ProductCard;
}

export interface WaitlistView {
  variantIds: number[];
  items: WaitlistItem[];
}

/** The variants this owner waits for on this site, most recent first, with their products' cards. */
export async function readWaitlist(
  db: D1Database,
  owner: Owner | undefined,
  site: Site,
): Promise<WaitlistView> {
  if (!owner) return { variantIds: [], items: [] };
  const col = ownerColumn(owner);
  const { results } = await db
    .prepare(
      `SELECT w.variant_id, v.product_id, w.updated_at FROM waitlist_entries w
       JOIN variants v ON v.id = w.variant_id
       WHERE w.${col} = ?1 AND w.country = ?2 AND w.status = 'waiting'
       ORDER BY w.updated_at DESC, w.id DESC LIMIT ${MAX_LIST_ITEMS}`,
    )
    .bind(ownerValue(owner), site.country)
    .all<{ variant_id: number; product_id: number; updated_at: string }>();
  const cards = new Map(
    (await loadCards(db, [...new Set(results.map((row) => row.product_id))], site)).map((card) => [
      card.id,
      card,
    ]),
  );
  const items: WaitlistItem[] = [];
  for (const row of results) {
    const product = cards.get(row.product_id);
    if (product)
      items.push({
        variantId: row.variant_id,
        productId: row.product_id,
        since: row.updated_at,
        product,
      });
  }
  return { variantIds: results.map((row) => row.variant_id), items };
}

export type WaitlistOutcome = 'ok' | 'unknown' | 'unavailable' | 'in_stock' | 'sold_out' | 'full';

/**
 * Joins (`waiting`) or leaves (`cancelled`) the waitlist of a variant on this site. Only a
 * variant sold here and out of stock (`inStock`, client/lib/commerce-rules.ts) can be joined,
 * and not a limited edition that sold out (it will not come back). The conditions are part of the write itself, and the state read
 * back in the same batch says why nothing was written.
 */
export async function setWaitlisted(
  db: D1Database,
  owner: Owner,
  variantId: number,
  country: Country,
  waitlisted: boolean,
  now: string,
): Promise<WaitlistOutcome> {
  const col = ownerColumn(owner);
  const change = waitlisted
    ? db
        .prepare(
          `INSERT INTO waitlist_entries (${col}, variant_id, country, status, created_at, updated_at)
           SELECT ?1, v.id, ?3, 'waiting', ?4, ?4 FROM variants v
           JOIN products p ON p.id = v.product_id
           JOIN variant_offers o ON o.variant_id = v.id AND o.country = ?3
           WHERE v.id = ?2 AND NOT ${inStockSql('o.stock')} AND p.is_limited = 0
             AND (SELECT COUNT(*) FROM waitlist_entries WHERE ${col} = ?1 AND status = 'waiting') < ${MAX_LIST_ITEMS}
           ON CONFLICT (${col}, variant_id, country) DO UPDATE SET status = 'waiting', updated_at = excluded.updated_at
           WHERE waitlist_entries.status <> 'waiting'`,
        )
        .bind(ownerValue(owner), variantId, country, now)
    : db
        .prepare(
          `UPDATE waitlist_entries SET status = 'cancelled', updated_at = ?4
           WHERE ${col} = ?1 AND variant_id = ?2 AND country = ?3 AND status = 'waiting'`,
        )
        .bind(ownerValue(owner), variantId, country, now);
  const state = db
    .prepare(
      `SELECT v.id, o.stock, p.is_limited,
              (SELECT status FROM waitlist_entries WHERE ${col} = ?1 AND variant_id = ?2 AND country = ?3) AS status
       FROM variants v JOIN products p ON p.id = v.product_id
       LEFT JOIN variant_offers o ON o.variant_id = v.id AND o.country = ?3
       WHERE v.id = ?2`,
    )
    .bind(ownerValue(owner), variantId, country);
  const [, after] = await db.batch<{
    id: number;
    stock: number | null;
    is_limited: number;
    status: string | null;
  }>([change, state]);
  const row = after.results[0];
  if (!row) return 'unknown';
  if (!waitlisted || row.status === 'waiting') return 'ok';
  if (row.stock === null) return 'unavailable';
  if (inStock(row.stock)) return 'in_stock';
  if (row.is_limited) return 'sold_out';
  return 'full';
}

/** Products this owner asked to be reminded of on this site, most recent first. */
export async function readReminders(
  db: D1Database,
  owner: Owner | undefined,
  country: Country,
): Promise<number[]> {
  if (!owner) return [];
  const col = ownerColumn(owner);
  const { results } = await db
    .prepare(
      `SELECT product_id FROM launch_reminders WHERE ${col} = ?1 AND country = ?2 ORDER BY created_at DESC, product_id DESC LIMIT ${MAX_LIST_ITEMS}`,
    )
    .bind(ownerValue(owner), country)
    .all<{ product_id: number }>();
  return results.map((row) => row.product_id);
}

export type ReminderOutcome = 'ok' | 'unknown' | 'unavailable' | 'launched' | 'full';

/**
 * Asks to be reminded of a product's launch: only a product sold here whose launch is still
 * ahead (`launched`, client/lib/commerce-rules.ts, as the product button decides `remind_me`).
 */
export async function subscribeReminder(
  db: D1Database,
  owner: Owner,
  productId: number,
  country: Country,
  now: string,
): Promise<ReminderOutcome> {
  const col = ownerColumn(owner);
  const upcoming = `NOT ${launchedSql('p.launch_at', '?4')}`;
  const soldHere = `EXISTS (SELECT 1 FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = ?3 WHERE v.product_id = p.id)`;
  const change = db
    .prepare(
      `INSERT INTO launch_reminders (${col}, product_id, country, created_at)
       SELECT ?1, p.id, ?3, ?4 FROM products p
       WHERE p.id = ?2 AND ${upcoming} AND ${soldHere}
         AND (SELECT COUNT(*) FROM launch_reminders WHERE ${col} = ?1) < ${MAX_LIST_ITEMS}
       ON CONFLICT (${col}, product_id, country) DO NOTHING`,
    )
    .bind(ownerValue(owner), productId, country, now);
  const state = db
    .prepare(
      `SELECT p.id, ${upcoming} AS upcoming, ${soldHere} AS sold,
              EXISTS (SELECT 1 FROM launch_reminders WHERE ${col} = ?1 AND product_id = ?2 AND country = ?3) AS reminded
       FROM products p WHERE p.id = ?2`,
    )
    .bind(ownerValue(owner), productId, country, now);
  const [, after] = await db.batch<{
    id: number;
    upcoming: number;
    sold: number;
    reminded: number;
  }>([change, state]);
  const row = after.results[0];
  if (!row) return 'unknown';
  if (row.reminded) return 'ok';
  if (!row.sold) return 'unavailable';
  if (!row.upcoming) return 'launched';
  return 'full';
}

/** A guest's wish list, waitlist and reminders moved to the account that signed in (../bag/adopt.ts): whole, merged by their unique keys. */
export function adoptListStatements(
  db: D1Database,
  deviceId: string,
  accountId: number,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO wishlist_items (account_id, product_id, created_at)
         SELECT ?2, product_id, created_at FROM wishlist_items WHERE device_id = ?1
         ON CONFLICT (account_id, product_id) DO NOTHING`,
      )
      .bind(deviceId, accountId),
    db.prepare('DELETE FROM wishlist_items WHERE device_id = ?1').bind(deviceId),
    db
      .prepare(
        `INSERT INTO waitlist_entries (account_id, variant_id, country, status, created_at, updated_at)
         SELECT ?2, variant_id, country, status, created_at, updated_at FROM waitlist_entries WHERE device_id = ?1
         ON CONFLICT (account_id, variant_id, country) DO UPDATE
           SET status = CASE WHEN excluded.status = 'waiting' THEN 'waiting' ELSE waitlist_entries.status END,
               updated_at = MAX(waitlist_entries.updated_at, excluded.updated_at)`,
      )
      .bind(deviceId, accountId),
    db.prepare('DELETE FROM waitlist_entries WHERE device_id = ?1').bind(deviceId),
    db
      .prepare(
        `INSERT INTO launch_reminders (account_id, product_id, country, created_at)
         SELECT ?2, product_id, country, created_at FROM launch_reminders WHERE device_id = ?1
         ON CONFLICT (account_id, product_id, country) DO NOTHING`,
      )
      .bind(deviceId, accountId),
    db.prepare('DELETE FROM launch_reminders WHERE device_id = ?1').bind(deviceId),
  ];
}

/**
 * Puts a product on the owner's wish list within its cap (nothing when it is there already or
 * the list is full): the first statement of moving a bag line to the wish list
 * (../bag/changes.ts), which removes the line only once the product is on the list.
 */
export function wishWithinCapStatement(
  db: D1Database,
  owner: Owner,
  productId: number,
  now: string,
): D1PreparedStatement {
  const col = ownerColumn(owner);
  return db
    .prepare(
      `INSERT INTO wishlist_items (${col}, product_id, created_at)
       SELECT ?1, ?2, ?3 WHERE (SELECT COUNT(*) FROM wishlist_items WHERE ${col} = ?1) < ${MAX_LIST_ITEMS}
       ON CONFLICT (${col}, product_id) DO NOTHING`,
    )
    .bind(ownerValue(owner), productId, now);
}
