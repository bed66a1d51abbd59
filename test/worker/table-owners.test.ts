import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each aggregate owns its tables (docs/architecture.md#folders): only the code
 * of its folder under worker/ writes them. This test reads every statement that writes (INSERT,
 * UPDATE, DELETE, REPLACE) in worker/ (migrations and the seed aside) and holds each table to
 * its owner. A write from anywhere else fails here, naming the file: move the statement into
 * the owner's folder and call it from there. The few writes that cross a boundary on purpose
 * are listed below with their reason.
 */

const OWNERS: Record<string, string> = {
  // accounts: the account row, its profile, addresses and linked sign-ins
  accounts: 'accounts',
  addresses: 'accounts',
  // auth: sign-in, sessions, locks and links
  account_links: 'auth',
  refresh_tokens: 'auth',
  sign_in_blocks: 'auth',
  sign_up_requests: 'auth',
  // bag
  cart_lines: 'bag',
  bag_promotions: 'bag',
  bag_samples: 'bag',
  bag_gift_choices: 'bag',
  bag_rewards: 'bag',
  // catalogue
  variant_offers: 'catalogue',
  listing: 'catalogue',
  facet_cells: 'catalogue',
  search_log: 'catalogue',
  // shoppers: devices and the lists a guest or member keeps
  devices: 'shoppers',
  wishlist_items: 'shoppers',
  waitlist_entries: 'shoppers',
  launch_reminders: 'shoppers',
  // orders
  orders: 'orders',
  order_lines: 'orders',
  order_claims: 'orders',
  order_rebagged: 'orders',
  payment_attempts: 'orders',
  payment_events: 'orders',
  batch_guards: 'orders',
  first_order_claims: 'orders',
  promotion_redemptions: 'orders',
  // loyalty
  beauty_pass: 'loyalty',
  points_ledger: 'loyalty',
  tier_spend: 'loyalty',
  order_refunds: 'loyalty',
  insider_gifts: 'loyalty',
  promotions: 'loyalty',
  promotion_texts: 'loyalty',
  // booking (docs/booking.md): the seed writes the catalogue; the write side the rest
  ...Object.fromEntries(
    [
      'activity_groups',
      'activity_group_texts',
      'activities',
      'activity_texts',
      'activity_stores',
      'artists',
      'artist_hours',
      'activity_artists',
      'session_rules',
      'booking_questions',
      'booking_question_texts',
      'happening_banners',
      'reservations',
      'holds',
      'booking_claims',
    ].map((table) => [table, 'booking']),
  ),
  // the rest
  sandbox_payments: 'payments',
  outbox: 'mail',
  rate_limits: 'rate-limit',
  request_keys: 'db',
  job_cursors: 'db',
};

/** Writes that cross a boundary on purpose: table, file, and why. */
const CROSSINGS: readonly { table: string; file: string; why: string }[] = [
  ...['variant_offers', 'samples', 'rewards', 'gift_offer_items', 'promotions'].map((table) => ({
    table,
    file: 'orders/holds.ts',
    why: "an order's holds take and give back the stock and uses it counts, in the placement's or the transition's own batch",
  })),
  {
    table: 'accounts',
    file: 'loyalty/order-spend.ts',
    why: "the tier column is Beauty Pass's: a paid order raises it in the payment's batch",
  },
  {
    table: 'accounts',
    file: 'loyalty/scheduled.ts',
    why: "the tier column is Beauty Pass's: the yearly review moves it, compare-and-set on the year's spend",
  },
  {
    table: 'accounts',
    file: 'auth/sessions.ts',
    why: 'tokens_not_before is the sessions: signing out everywhere sets it with the refresh tokens, in one batch',
  },
  {
    table: 'rate_limits',
    file: 'auth/lockout.ts',
    why: "sign-in's locks count in the rate-limit table, in the same statement as the lock",
  },
  {
    table: 'cart_lines',
    file: 'orders/rebag.ts',
    why: 'an unpaid order closed for good puts its items back in the bag in the cancelling batch',
  },
  ...[
    'outbox',
    'refresh_tokens',
    'account_links',
    'sign_in_blocks',
    'sign_up_requests',
    'rate_limits',
  ].map((table) => ({
    table,
    file: 'jobs/account-retention.ts',
    why: 'the retention job removes rows past their lifetime',
  })),
];

const WORKER = resolve(import.meta.dirname, '../../worker');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'migrations' || name === 'seed' ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every (table, file) a statement in worker/ writes. */
function writes(): { table: string; file: string }[] {
  const found: { table: string; file: string }[] = [];
  for (const path of sources(WORKER)) {
    const file = relative(WORKER, path);
    const text = readFileSync(path, 'utf8');
    // Only SQL: statements in template or string literals passed to prepare().
    for (const literal of text.matchAll(/`[^`]*`|'[^'\n]*'/g)) {
      for (const write of literal[0].matchAll(
        /\b(?:INSERT(?: OR \w+)? INTO|UPDATE|DELETE FROM|REPLACE INTO)\s+([a-z_]+)\b/g,
      ))
        found.push({ table: write[1], file });
    }
  }
  return found;
}

describe('who writes which table', () => {
  it('every table written in worker/ is written only by its owner (or a listed crossing)', () => {
    const strays = writes()
      .filter(({ table, file }) => {
        const owner = OWNERS[table];
        if (owner && file.startsWith(`${owner}/`)) return false;
        return !CROSSINGS.some((crossing) => crossing.table === table && crossing.file === file);
      })
      .map(
        ({ table, file }) =>
          `${table} written by worker/${file}${OWNERS[table] ? '' : ' (no owner named)'}`,
      );
    expect([...new Set(strays)]).toEqual([]);
  });

  it('finds the writes it holds (the scan is not blind)', () => {
    const tables = new Set(writes().map((write) => write.table));
    for (const table of ['accounts', 'cart_lines', 'orders', 'points_ledger', 'request_keys'])
      expect(tables).toContain(table);
  });
});
