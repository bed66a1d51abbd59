import type {
  BeautyPass,
  InsiderGift,
  PointsEntry,
  PointsHistory,
  PointSource,
} from '../../client/api/beauty-pass-contract';
import type { Tier } from '../../client/lib/commerce-rules';
import { expiringPoints, isBirthdayMonth } from '../../client/lib/loyalty/points-rules';
import { tierPerks } from '../../client/lib/loyalty/perks';
import { tierProgress } from '../../client/lib/loyalty/progress';
import { SITES, siteToday, type Country } from '../../client/lib/sites';
import { siteYearSql } from './site-year';
import { maturedSql } from './earn-sql';

/**
 * A member's Beauty Pass as the account answers it: the cached balances (never summed from the
 * ledger on read: one row by its key), this year's spend (one row), the insider gifts; then the
 * pure rules (client/lib/loyalty/) turn them into the tier message and the expiring points.
 */

interface PassRow {
  available: number;
  pending: number;
  reserved: number;
  lifetime: number;
  last_activity_at: string;
  tier_changed_at: string | null;
  tier_previous: Tier | null;
  tier: Tier;
  country: Country;
  birth_date: string;
  is_employee: number;
  spend: number;
}

interface GiftRow {
  kind: 'welcome_voucher' | 'birthday_voucher' | 'gold_welcome';
  code: string | null;
  redeem_by: string;
  used: number;
}

/** A member's Beauty Pass as the account pages show it, or null without a pass row. */
export async function readBeautyPass(
  db: D1Database,
  accountId: number,
  now: Date,
): Promise<BeautyPass | null> {
  const query = beautyPassQuery(db, accountId, now);
  return query.read(await db.batch(query.statements));
}

/**
 * The statements that read a member's Beauty Pass and how to read their results: GET account
 * runs them in the batch that reads the account, one round trip for both.
 */
export function beautyPassQuery(
  db: D1Database,
  accountId: number,
  now: Date,
): { statements: D1PreparedStatement[]; read: (results: D1Result[]) => BeautyPass | null } {
  // This year's spend: the year on the member's site, as the spend ledger counts it.
  const statements = [
    db
      .prepare(
        `SELECT b.available, b.pending, b.reserved, b.lifetime, b.last_activity_at,
           b.tier_changed_at, b.tier_previous, a.tier, a.country, a.birth_date, a.is_employee,
           COALESCE((SELECT spend_minor FROM tier_spend_years y WHERE y.account_id = a.id
             AND y.year = ${siteYearSql('a.country', now)}), 0) AS spend
         FROM accounts a JOIN beauty_pass b ON b.account_id = a.id WHERE a.id = ?1`,
      )
      .bind(accountId),
    db
      .prepare(
        `SELECT g.kind, p.code, g.redeem_by, COALESCE(p.used_count, 0) AS used
         FROM insider_gifts g LEFT JOIN promotions p ON p.id = g.promotion_id
         WHERE g.account_id = ?1 ORDER BY g.given_at DESC, g.id DESC LIMIT 20`,
      )
      .bind(accountId),
  ];
  return { statements, read: ([pass, gifts]) => beautyPassOf(pass, gifts, now) };
}

function beautyPassOf(pass: D1Result, gifts: D1Result, now: Date): BeautyPass | null {
  const row = pass.results[0] as PassRow | undefined;
  if (!row) return null;
  const today = siteToday(row.country, now);
  const expiry = expiringPoints({
    available: row.available,
    lastActivityDate: siteToday(row.country, new Date(row.last_activity_at)),
    today,
  });
  const birthdayMonth = isBirthdayMonth(row.birth_date, today);
  return {
    tier: row.tier,
    currency: SITES[row.country].currency,
    points: {
      available: row.available,
      pending: row.pending,
      reserved: row.reserved,
      expiring: expiry.expiring,
      expiresOn: expiry.expiresOn,
      lifetime: row.lifetime,
    },
    progress: tierProgress({
      country: row.country,
      tier: row.tier,
      spent: row.spend,
      lastChange:
        row.tier_changed_at && row.tier_previous
          ? { on: siteToday(row.country, new Date(row.tier_changed_at)), from: row.tier_previous }
          : null,
      today,
    }),
    perks: [...tierPerks(row.tier)],
    birthdayMonth,
    insiderGifts: insiderGifts(gifts.results as unknown as GiftRow[], row, today, birthdayMonth),
  };
}

/** The vouchers given (the newest of each kind), then the gifts every member has by rule. */
function insiderGifts(
  rows: readonly GiftRow[],
  pass: PassRow,
  today: string,
  birthdayMonth: boolean,
): InsiderGift[] {
  const seen = new Set<string>();
  const gifts: InsiderGift[] = [];
  for (const row of rows) {
    if (seen.has(row.kind)) continue;
    seen.add(row.kind);
    const [year, month, day] = row.redeem_by.split('-').map(Number);
    gifts.push({
      kind: row.kind,
      code: row.code,
      redeemBy: { year, month, day },
      state: row.used > 0 ? 'redeemed' : today > row.redeem_by ? 'expired' : 'available',
    });
  }
  gifts.push({
    kind: 'birthday_points',
    code: null,
    redeemBy: null,
    state: birthdayMonth ? 'active' : 'available',
  });
  if (pass.is_employee === 1)
    gifts.push({ kind: 'staff_discount', code: null, redeemBy: null, state: 'active' });
  return gifts;
}

interface LedgerRow {
  id: number;
  source: PointSource;
  movement: 'earn' | 'reverse' | 'reserve' | 'spend' | 'release' | 'expire' | 'adjust';
  available_delta: number;
  pending_delta: number;
  occurred_at: string;
  available_on: string | null;
  order_number: string | null;
  matured: number;
  settled: 'spend' | 'release' | null;
}

function entryOf(row: LedgerRow): PointsEntry {
  const points = row.available_delta + row.pending_delta;
  const status: PointsEntry['status'] = (() => {
    switch (row.movement) {
      case 'earn':
        return row.pending_delta > 0 && !row.matured ? 'pending' : 'available';
      case 'reverse':
        return 'reversed';
      case 'expire':
        return 'expired';
      case 'reserve':
        return row.settled === 'spend'
          ? 'spent'
          : row.settled === 'release'
            ? 'released'
            : 'reserved';
      case 'release':
        return 'released';
      case 'spend':
        return 'spent';
      default:
        return 'available';
    }
  })();
  return {
    id: row.id,
    source: row.source,
    points,
    status,
    occurredAt: row.occurred_at,
    availableOn: row.pending_delta > 0 ? row.available_on : null,
    orderNumber: row.order_number,
  };
}

/**
 * The history, newest first, paged by id (a page boundary never drops or repeats a row).
 * Bookkeeping rows are left out: a maturing (its earn shows as available), and the spending of
 * points already reserved (the reservation shows as spent).
 */
export async function readPointsHistory(
  db: D1Database,
  accountId: number,
  page: { before?: number; limit: number },
): Promise<PointsHistory> {
  const { results } = await db
    .prepare(
      `SELECT l.id, l.source, l.movement, l.available_delta, l.pending_delta, l.occurred_at,
         l.available_on, l.order_number,
         CASE WHEN l.movement = 'earn' AND l.pending_delta > 0 THEN ${maturedSql('l')} ELSE 0 END
           AS matured,
         CASE WHEN l.movement = 'reserve' THEN (SELECT s.movement FROM points_ledger s
           WHERE s.account_id = l.account_id AND s.key IN ('spend:' || l.order_id, 'release:' || l.order_id)
           ORDER BY s.id LIMIT 1) END AS settled
       FROM points_ledger l
       WHERE l.account_id = ?1 AND l.id < ?2 AND l.movement <> 'mature'
         AND NOT (l.movement = 'spend' AND l.available_delta = 0)
       ORDER BY l.id DESC LIMIT ?3`,
    )
    .bind(accountId, page.before ?? 2_147_483_647, page.limit + 1)
    .all<LedgerRow>();
  const items = results.slice(0, page.limit).map(entryOf);
  return { items, next: results.length > page.limit ? items[items.length - 1].id : null };
}
