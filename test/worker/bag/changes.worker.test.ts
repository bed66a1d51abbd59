import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { changeBag } from '../../../worker/bag/changes';
import { deviceOwner } from '../../../worker/db/owner';
import { variantOn } from '../api/cart/cart-helpers';

/**
 * A change is decided again only when it lost a race (README "The bag": a guard or a key that
 * a parallel request tripped). Any other constraint the batch breaks would break it again: it
 * fails at once, with its own error, instead of three rounds and "kept losing races".
 */

/** The database, counting its batches; `beforeWrite` runs before the second (the first write). */
function countingDb(beforeWrite?: () => Promise<void>) {
  let batches = 0;
  const db = new Proxy(env.DB, {
    get(target, key) {
      if (key === 'batch')
        return async (statements: D1PreparedStatement[]) => {
          batches += 1;
          if (batches === 2 && beforeWrite) await beforeWrite();
          return target.batch(statements);
        };
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
  return { db, batches: () => batches };
}

function contextOf(device: string) {
  return {
    owner: deviceOwner(device),
    shopper: { kind: 'guest' as const, tier: null, isEmployee: false },
    country: 'sg' as const,
    language: 'en' as const,
    now: new Date(),
  };
}

describe('changeBag retries a lost race only', () => {
  it('a constraint no parallel request caused (a sample named twice) fails once, not retried', async () => {
    const { db, batches } = countingDb();
    const sample = (await env.DB.prepare(
      "SELECT id FROM samples WHERE country = 'sg' AND stock > 0 ORDER BY id LIMIT 1",
    ).first<{ id: number }>())!;
    const twice = [
      { sampleId: sample.id, quantity: 1 },
      { sampleId: sample.id, quantity: 1 },
    ];
    await expect(
      changeBag(db, contextOf('f1'.padEnd(32, '0')), { kind: 'samples', samples: twice }),
    ).rejects.toThrow(/UNIQUE constraint failed/);
    // One read, one write: the error is not taken for a race.
    expect(batches()).toBe(2);
  });

  it('a guard tripped by a parallel change (the stock sold meanwhile) is decided again', async () => {
    const device = 'f2'.padEnd(32, '0');
    const variant = await variantOn('sg', { stock: 5 });
    await env.DB.prepare(
      `INSERT INTO cart_lines (device_id, country, variant_id, quantity, created_at, updated_at)
       VALUES (?1, 'sg', ?2, 1, '2026-11-25', '2026-11-25')`,
    )
      .bind(device, variant.id)
      .run();
    const line = (await env.DB.prepare('SELECT id FROM cart_lines WHERE device_id = ?1')
      .bind(device)
      .first<{ id: number }>())!;
    // Another shopper's order takes the stock between this change's read and its write.
    const { db, batches } = countingDb(async () => {
      await env.DB.prepare(
        "UPDATE variant_offers SET stock = 1 WHERE variant_id = ?1 AND country = 'sg'",
      )
        .bind(variant.id)
        .run();
    });
    const outcome = await changeBag(db, contextOf(device), {
      kind: 'quantity',
      lineId: line.id,
      quantity: 3,
    });
    // Read, write (refused by the guard), read again, refused from the new state.
    expect(batches()).toBe(3);
    expect(outcome).toMatchObject({
      kind: 'refused',
      refusal: { code: 'limit', rejection: { code: 'NOT_ENOUGH_STOCK' } },
    });
  });
});
