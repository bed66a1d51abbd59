import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PRIORITY_TIERS, TIERS, type Tier } from '../../../client/lib/commerce-rules';
import {
  addVerdict,
  writeStatement,
  type AddInput,
  type AddState,
} from '../../../worker/bag/add-to-bag';
import { deviceOwner } from '../../../worker/db/owner';

/**
 * The bag's guarded write (the INSERT … SELECT … WHERE that repeats every rule, so a race
 * cannot get past a limit) against `addVerdict` (what the API answers), on a real seeded
 * variant put in every state: the write adds exactly when the verdict lets the item in.
 */

const NOW = new Date('2026-11-21T12:00:00.000Z');
const DEVICE = 'guard-test-device-0001';
const iso = (ms: number) => new Date(ms).toISOString();
const DATES = [
  null,
  'soon',
  iso(NOW.getTime() - 86_400_000),
  iso(NOW.getTime()),
  iso(NOW.getTime() + 1),
];

interface GuardState {
  launchAt: string | null;
  priority: { tier: Tier; until: string } | null;
  stock: number;
  maxPerOrder: number;
  brandLimit: number | null;
  inBag: number;
  quantity: number;
  shopperTier: Tier | null;
}

async function seededVariant() {
  const row = await env.DB.prepare(
    `SELECT v.id, v.product_id, p.brand_id, b.name AS brand FROM variants v
     JOIN products p ON p.id = v.product_id JOIN brands b ON b.id = p.brand_id
     JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
     ORDER BY v.id LIMIT 1`,
  ).first<{ id: number; product_id: number; brand_id: number; brand: string }>();
  if (!row) throw new Error('no variant sold in SG');
  return row;
}

/** Puts the variant in `state`, runs the guarded write, and says whether it added. */
async function guardAdds(
  variant: Awaited<ReturnType<typeof seededVariant>>,
  state: GuardState,
): Promise<boolean> {
  const db = env.DB;
  const input: AddInput = {
    owner: deviceOwner(DEVICE),
    country: 'sg',
    variantId: variant.id,
    quantity: state.quantity,
    shopperTier: state.shopperTier,
    now: NOW,
  };
  const setup = [
    db
      .prepare(
        'UPDATE products SET launch_at = ?1, priority_tier = ?2, priority_until = ?3 WHERE id = ?4',
      )
      .bind(
        state.launchAt,
        state.priority?.tier ?? null,
        state.priority?.until ?? null,
        variant.product_id,
      ),
    db
      .prepare('UPDATE variants SET max_per_order = ?1 WHERE id = ?2')
      .bind(state.maxPerOrder, variant.id),
    db
      .prepare("UPDATE variant_offers SET stock = ?1 WHERE variant_id = ?2 AND country = 'sg'")
      .bind(state.stock, variant.id),
    db
      .prepare("DELETE FROM brand_limits WHERE brand_id = ?1 AND country = 'sg'")
      .bind(variant.brand_id),
    db.prepare('DELETE FROM cart_lines WHERE device_id = ?1').bind(DEVICE),
  ];
  if (state.brandLimit !== null)
    setup.push(
      db
        .prepare(
          "INSERT INTO brand_limits (brand_id, country, max_per_order) VALUES (?1, 'sg', ?2)",
        )
        .bind(variant.brand_id, state.brandLimit),
    );
  if (state.inBag > 0)
    setup.push(
      db
        .prepare(
          "INSERT INTO cart_lines (device_id, country, variant_id, quantity, created_at, updated_at) VALUES (?1, 'sg', ?2, ?3, ?4, ?4)",
        )
        .bind(DEVICE, variant.id, state.inBag, NOW.toISOString()),
    );
  const results = await db.batch([...setup, writeStatement(db, input)]);
  return results[setup.length].meta.changes > 0;
}

function verdictLetsIn(variant: { brand: string }, state: GuardState): boolean {
  const addState: AddState = {
    stock: state.stock,
    maxPerOrder: state.maxPerOrder,
    launchAt: state.launchAt,
    priority: state.priority,
    brandName: variant.brand,
    brandLimit: state.brandLimit,
    inBag: state.inBag,
    brandInBag: state.inBag,
  };
  return (
    addVerdict(addState, state.quantity, {
      now: NOW.getTime(),
      shopperTier: state.shopperTier,
    }) === null
  );
}

const plain: GuardState = {
  launchAt: null,
  priority: null,
  stock: 50,
  maxPerOrder: 6,
  brandLimit: null,
  inBag: 0,
  quantity: 1,
  shopperTier: null,
};

describe("the bag's guarded write agrees with addVerdict", () => {
  it('on every launch × priority window × stock × shopper tier', async () => {
    const variant = await seededVariant();
    const windows = [
      null,
      ...PRIORITY_TIERS.flatMap((tier) =>
        [iso(NOW.getTime() - 1), iso(NOW.getTime()), iso(NOW.getTime() + 1)].map((until) => ({
          tier,
          until,
        })),
      ),
    ];
    const disagreements: GuardState[] = [];
    let added = 0;
    for (const launchAt of DATES)
      for (const priority of windows)
        for (const stock of [0, 1])
          for (const shopperTier of [null, ...TIERS]) {
            const state = { ...plain, launchAt, priority, stock, shopperTier };
            const adds = await guardAdds(variant, state);
            if (adds) added += 1;
            if (adds !== verdictLetsIn(variant, state)) disagreements.push(state);
          }
    expect(disagreements.slice(0, 5)).toEqual([]);
    expect(added).toBeGreaterThan(0);
  });

  it('on every line, quantity, variant limit, stock and brand limit', async () => {
    const variant = await seededVariant();
    const disagreements: GuardState[] = [];
    let added = 0;
    for (const inBag of [0, 1, 5, 6])
      for (const quantity of [1, 2, 6])
        for (const maxPerOrder of [1, 3, 6])
          for (const stock of [1, 3, 50])
            for (const brandLimit of [null, 2, 8]) {
              const state = { ...plain, inBag, quantity, maxPerOrder, stock, brandLimit };
              const adds = await guardAdds(variant, state);
              if (adds) added += 1;
              if (adds !== verdictLetsIn(variant, state)) disagreements.push(state);
            }
    expect(disagreements.slice(0, 5)).toEqual([]);
    expect(added).toBeGreaterThan(0);
  });
});
