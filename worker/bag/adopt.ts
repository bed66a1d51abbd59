import { lineCapacity } from '../../client/lib/commerce-rules';
import { adoptListStatements } from '../shoppers/lists';

/**
 * On sign-in and sign-up, the device's wish list, waitlist, launch reminders and bag become the
 * account's, in the same D1 batch as the sign-in: merged with what the account has
 * (a wish or reminder on both is kept once; a waitlist entry waiting on either is waiting), and
 * the bag within every limit. A bag line that no longer fits whole is kept as far as it fits and
 * reported to the shopper (`BagNotice`); none is dropped silently.
 */
export interface BagNotice {
  variantId: number;
  /** What both bags held together, and what the account's bag keeps. */
  wanted: number;
  kept: number;
}

export interface BagMergeLine {
  variantId: number;
  country: string;
  deviceQuantity: number;
  accountQuantity: number;
  maxPerOrder: number;
  /** The offer's stock in the country; null when it is no longer sold there. */
  stock: number | null;
  brandId: number;
  brandLimit: number | null;
}

/**
 * The merged quantity of each line (pure): the two quantities together, then at most 6 per
 * line, the variant's per-order limit and the stock; then each brand's per-order limit in the
 * country, taken from the lines that came from the device first (the account's bag was there
 * before this sign-in).
 */
export function mergeBagLines(
  lines: readonly BagMergeLine[],
): { variantId: number; country: string; wanted: number; kept: number }[] {
  const merged = lines.map((line) => {
    const wanted = line.deviceQuantity + line.accountQuantity;
    const kept = Math.min(wanted, lineCapacity(line.maxPerOrder, line.stock ?? 0));
    return { line, wanted, kept };
  });
  const byBrand = new Map<string, typeof merged>();
  for (const entry of merged) {
    if (entry.line.brandLimit === null) continue;
    const key = `${entry.line.country}:${entry.line.brandId}`;
    byBrand.set(key, [...(byBrand.get(key) ?? []), entry]);
  }
  for (const entries of byBrand.values()) {
    const limit = entries[0].line.brandLimit ?? Infinity;
    let excess = entries.reduce((sum, entry) => sum + entry.kept, 0) - limit;
    // The device's units go first: its lines with the fewest account units, then the rest.
    const order = [...entries].sort((a, b) => a.line.accountQuantity - b.line.accountQuantity);
    for (const entry of order) {
      if (excess <= 0) break;
      const fromDevice = Math.min(
        entry.kept,
        excess,
        Math.max(0, entry.kept - entry.line.accountQuantity),
      );
      entry.kept -= fromDevice;
      excess -= fromDevice;
    }
    for (const entry of order) {
      if (excess <= 0) break;
      const cut = Math.min(entry.kept, excess);
      entry.kept -= cut;
      excess -= cut;
    }
  }
  return merged.map(({ line, wanted, kept }) => ({
    variantId: line.variantId,
    country: line.country,
    wanted,
    kept,
  }));
}

interface LineRow {
  variant_id: number;
  country: string;
  device_quantity: number;
  account_quantity: number;
  max_per_order: number;
  stock: number | null;
  brand_id: number;
  brand_limit: number | null;
}

/**
 * The statements that give the device's rows to the account (run them in the sign-in's batch),
 * and what the bag could not keep. Lines are read first; each device line is deleted only if it
 * is still as read, so an add made meanwhile stays on the device rather than vanish.
 */
export async function adoptDevice(
  db: D1Database,
  deviceId: string,
  accountId: number,
  now: string,
): Promise<{ statements: D1PreparedStatement[]; notices: BagNotice[] }> {
  const { results } = await db
    .prepare(
      `SELECT l.variant_id, l.country, SUM(CASE WHEN l.device_id = ?1 THEN l.quantity ELSE 0 END) AS device_quantity,
              SUM(CASE WHEN l.account_id = ?2 THEN l.quantity ELSE 0 END) AS account_quantity,
              v.max_per_order, o.stock, p.brand_id, bl.max_per_order AS brand_limit
       FROM cart_lines l
       JOIN variants v ON v.id = l.variant_id
       JOIN products p ON p.id = v.product_id
       LEFT JOIN variant_offers o ON o.variant_id = v.id AND o.country = l.country
       LEFT JOIN brand_limits bl ON bl.brand_id = p.brand_id AND bl.country = l.country
       WHERE (l.device_id = ?1 OR l.account_id = ?2) AND l.bundle_id IS NULL
       GROUP BY l.variant_id, l.country`,
    )
    .bind(deviceId, accountId)
    .all<LineRow>();
  const lines: BagMergeLine[] = results.map((row) => ({
    variantId: row.variant_id,
    country: row.country,
    deviceQuantity: row.device_quantity,
    accountQuantity: row.account_quantity,
    maxPerOrder: row.max_per_order,
    stock: row.stock,
    brandId: row.brand_id,
    brandLimit: row.brand_limit,
  }));
  const merged = mergeBagLines(lines);
  const statements: D1PreparedStatement[] = [];
  const notices: BagNotice[] = [];
  merged.forEach((line, i) => {
    const source = lines[i];
    if (source.deviceQuantity === 0) return;
    if (line.kept < line.wanted)
      notices.push({ variantId: line.variantId, wanted: line.wanted, kept: line.kept });
    statements.push(
      db
        .prepare(
          'DELETE FROM cart_lines WHERE device_id = ?1 AND country = ?2 AND variant_id = ?3 AND quantity = ?4 AND bundle_id IS NULL',
        )
        .bind(deviceId, line.country, line.variantId, source.deviceQuantity),
    );
    if (line.kept === 0) {
      statements.push(
        db
          .prepare(
            'DELETE FROM cart_lines WHERE account_id = ?1 AND country = ?2 AND variant_id = ?3 AND bundle_id IS NULL',
          )
          .bind(accountId, line.country, line.variantId),
      );
      return;
    }
    statements.push(
      db
        .prepare(
          `INSERT INTO cart_lines (account_id, country, variant_id, quantity, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?5)
           ON CONFLICT (account_id, country, variant_id) WHERE bundle_id IS NULL DO UPDATE
             SET quantity = excluded.quantity, updated_at = excluded.updated_at`,
        )
        .bind(accountId, line.country, line.variantId, line.kept, now),
    );
  });
  return {
    statements: [
      ...adoptListStatements(db, deviceId, accountId),
      ...statements,
      ...bagChoiceStatements(db, deviceId, accountId),
    ],
    notices,
  };
}

/**
 * The rest of the bag: bundles, the promo code, samples and gift choices. What the
 * account already chose wins (it was there before this sign-in); the device's choices fill
 * what the account has not chosen. A bundle on both keeps the larger quantity (a bundle is
 * one group: its lines are never summed past what one of them allowed). Every rule is checked
 * again when the bag is priced, so nothing merged here can break a limit unseen: a line over a
 * limit shows its problem and blocks checkout.
 */
function bagChoiceStatements(
  db: D1Database,
  deviceId: string,
  accountId: number,
): D1PreparedStatement[] {
  const move = (sql: string) => db.prepare(sql).bind(deviceId, accountId);
  return [
    move(
      `INSERT INTO cart_lines (account_id, country, variant_id, quantity, bundle_id, created_at, updated_at)
       SELECT ?2, country, variant_id, quantity, bundle_id, created_at, updated_at FROM cart_lines
       WHERE device_id = ?1 AND bundle_id IS NOT NULL
       ON CONFLICT (account_id, country, bundle_id, variant_id) WHERE bundle_id IS NOT NULL DO UPDATE
         SET quantity = MAX(cart_lines.quantity, excluded.quantity)`,
    ),
    move(
      'DELETE FROM cart_lines WHERE device_id = ?1 AND bundle_id IS NOT NULL AND ?2 IS NOT NULL',
    ),
    move(
      `INSERT INTO bag_promotions (account_id, country, promotion_id, applied_at)
       SELECT ?2, country, promotion_id, applied_at FROM bag_promotions WHERE device_id = ?1
       ON CONFLICT (account_id, country) DO NOTHING`,
    ),
    move('DELETE FROM bag_promotions WHERE device_id = ?1 AND ?2 IS NOT NULL'),
    move(
      `INSERT INTO bag_samples (account_id, country, sample_id, quantity)
       SELECT ?2, d.country, d.sample_id, d.quantity FROM bag_samples d
       WHERE d.device_id = ?1
         AND NOT EXISTS (SELECT 1 FROM bag_samples a WHERE a.account_id = ?2 AND a.country = d.country)
       ON CONFLICT (account_id, country, sample_id) DO NOTHING`,
    ),
    move('DELETE FROM bag_samples WHERE device_id = ?1 AND ?2 IS NOT NULL'),
    move(
      `INSERT INTO bag_gift_choices (account_id, country, offer_id, variant_id, quantity)
       SELECT ?2, d.country, d.offer_id, d.variant_id, d.quantity FROM bag_gift_choices d
       WHERE d.device_id = ?1
         AND NOT EXISTS (SELECT 1 FROM bag_gift_choices a WHERE a.account_id = ?2 AND a.offer_id = d.offer_id)
       ON CONFLICT (account_id, country, offer_id, variant_id) DO NOTHING`,
    ),
    move('DELETE FROM bag_gift_choices WHERE device_id = ?1 AND ?2 IS NOT NULL'),
  ];
}
