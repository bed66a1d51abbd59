import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { transition, TRANSITIONS, type TransitionName } from '../../../worker/orders/transitions';

/**
 * The order's state machine as the database enforces it: every transition of the table, tried
 * on every combination of the axes the table's CHECKs allow, moves exactly the rows its `from`
 * names and no other (a compare-and-set that refuses every transition the table does not allow).
 */

const STATUS = ['placed', 'cancelled'] as const;
const REASON = [
  null,
  'payment_expired',
  'payment_failed',
  'payment_blocked',
  'late_payment_refunded',
] as const;
const PAYMENT = ['pending', 'failed', 'authorised', 'paid', 'refunded'] as const;
const RISK = ['none', 'review', 'approved', 'rejected'] as const;
const STOCK = ['reserved', 'released', 'committed'] as const;
const FULFILMENT = ['none', 'shipped', 'delivered', 'ready_for_collection', 'collected'] as const;
const DELIVERY = ['standard', 'click_and_collect'] as const;

const NOW = new Date('2026-11-25T08:00:00Z');
const PAST = '2026-11-25T07:00:00Z';
const FUTURE = '2026-11-25T09:00:00Z';

interface Combo {
  status: (typeof STATUS)[number];
  reason: (typeof REASON)[number];
  payment: (typeof PAYMENT)[number];
  risk: (typeof RISK)[number];
  stock: (typeof STOCK)[number];
  fulfilment: (typeof FULFILMENT)[number];
  delivery: (typeof DELIVERY)[number];
  /** The retry window and the latest attempt's expiry: open (future) or over (past). */
  clock: 'open' | 'over';
}

/**
 * Writes a copy of every combination for each transition in one statement (`OR IGNORE` skips
 * the ones a CHECK refuses), each with one payment attempt; answers the ids kept, by copy.
 */
async function insertAll(all: readonly Combo[], copies: number): Promise<Map<number, Combo>[]> {
  const store = await env.DB.prepare(
    `SELECT id FROM stores WHERE country = 'sg' AND click_and_collect = 1 LIMIT 1`,
  ).first<{ id: number }>();
  const rows: Record<string, string | number | null>[] = [];
  for (let copy = 0; copy < copies; copy += 1)
    for (const [index, combo] of all.entries()) {
      const collect = combo.delivery === 'click_and_collect';
      const time = combo.clock === 'open' ? FUTURE : PAST;
      rows.push({
        number: `SG${String(copy * 100000 + index).padStart(9, '0')}`,
        status: combo.status,
        reason: combo.reason,
        payment: combo.payment,
        risk: combo.risk,
        stock: combo.stock,
        fulfilment: combo.fulfilment,
        retry: combo.payment === 'failed' ? time : null,
        delivery: combo.delivery,
        store: collect ? store!.id : null,
        address: collect ? null : '{}',
        paid: combo.payment === 'paid' ? PAST : null,
        cancelled: combo.status === 'cancelled' ? PAST : null,
        expires: time,
      });
    }
  const chunks = Array.from({ length: Math.ceil(rows.length / 400) }, (_, i) =>
    JSON.stringify(rows.slice(i * 400, (i + 1) * 400)),
  );
  const insertOrders = env.DB.prepare(
    `INSERT OR IGNORE INTO orders (number, country, language, currency, email_key, access_hash, bag_signature, status,
       cancel_reason, payment, risk, stock, fulfilment, retry_until, delivery_kind, store_id, address, contact, summary,
       estimated_from, estimated_to, total_minor, placed_at, paid_at, cancelled_at, updated_at)
     SELECT value ->> 'number', 'sg', 'en', 'SGD', 'x@example.com', ?2, substr(value ->> 'number' || ?2, 1, 64),
       value ->> 'status', value ->> 'reason', value ->> 'payment', value ->> 'risk', value ->> 'stock',
       value ->> 'fulfilment', value ->> 'retry', value ->> 'delivery', value ->> 'store', value ->> 'address', '{}', '{}',
       '2026-11-27', '2026-11-28', 1000, ?3, value ->> 'paid', value ->> 'cancelled', ?3
     FROM json_each(?1)`,
  );
  const insertAttempts = env.DB.prepare(
    `INSERT INTO payment_attempts (order_id, attempt_no, method, status, amount_minor, currency, provider_key, expires_at, created_at, updated_at)
     SELECT o.id, 1, 'paynow', 'pending', 1000, 'SGD', o.number || '-1', j.value ->> 'expires', ?2, ?2
     FROM json_each(?1) j JOIN orders o ON o.number = j.value ->> 'number'`,
  );
  await env.DB.batch([
    ...chunks.map((chunk) => insertOrders.bind(chunk, 'a'.repeat(64), PAST)),
    ...chunks.map((chunk) => insertAttempts.bind(chunk, PAST)),
  ]);
  const { results } = await env.DB.prepare('SELECT id, number FROM orders').all<{
    id: number;
    number: string;
  }>();
  const copiesById = Array.from({ length: copies }, () => new Map<number, Combo>());
  for (const row of results) {
    const value = Number(row.number.slice(2));
    copiesById[Math.floor(value / 100000)]?.set(row.id, all[value % 100000]);
  }
  return copiesById;
}

/** The table's `from`, read independently of the SQL built from it. */
function allows(name: TransitionName, combo: Combo): boolean {
  const from = TRANSITIONS[name].from as Record<string, unknown>;
  const within = (key: string, value: unknown) =>
    !(key in from) || (from[key] as readonly unknown[]).includes(value);
  if (!within('status', combo.status)) return false;
  if (!within('cancelReason', combo.reason)) return false;
  if (!within('payment', combo.payment)) return false;
  if (!within('risk', combo.risk)) return false;
  if (!within('stock', combo.stock)) return false;
  if (!within('fulfilment', combo.fulfilment)) return false;
  if (from.delivery === 'collect' && combo.delivery !== 'click_and_collect') return false;
  if (from.delivery === 'home' && combo.delivery === 'click_and_collect') return false;
  if (from.clock === 'retry_open' && combo.clock !== 'open') return false;
  if (from.clock === 'retry_over' && combo.clock !== 'over') return false;
  if (from.clock === 'attempt_expired' && combo.clock !== 'over') return false;
  return true;
}

/** Every combination, less the two pairings the CHECKs refuse outright (a quick prune). */
function* combos(): Generator<Combo> {
  for (const status of STATUS)
    for (const reason of REASON)
      for (const payment of PAYMENT)
        for (const risk of RISK)
          for (const stock of STOCK)
            if (
              (status === 'cancelled') === (reason !== null) &&
              (payment === 'paid') === (stock === 'committed')
            )
              for (const fulfilment of FULFILMENT)
                for (const delivery of DELIVERY)
                  for (const clock of ['open', 'over'] as const)
                    yield { status, reason, payment, risk, stock, fulfilment, delivery, clock };
}

describe('the order state machine', () => {
  it('each transition moves exactly the states its table row allows, and no other', async () => {
    const names = Object.keys(TRANSITIONS) as TransitionName[];
    const copies = await insertAll([...combos()], names.length);
    // The combinations the CHECKs accept (most are refused: they mean nothing).
    expect(copies[0].size).toBeGreaterThan(30);
    let moved = 0;
    let refused = 0;
    for (const [index, name] of names.entries()) {
      const rows = [...copies[index]];
      const results = await env.DB.batch(
        rows.map(([id]) => transition(env.DB, name, id, NOW, new Date(FUTURE))),
      );
      for (const [i, [, combo]] of rows.entries()) {
        const expected = allows(name, combo) ? 1 : 0;
        expect(results[i].meta.changes, `${name} from ${JSON.stringify(combo)}`).toBe(expected);
        if (expected) moved += 1;
        else refused += 1;
      }
    }
    // Every transition can happen from somewhere, and most pairs are refused.
    expect(moved).toBeGreaterThanOrEqual(names.length);
    expect(refused).toBeGreaterThan(moved);
  });
});
