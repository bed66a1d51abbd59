import { describe, expect, it } from 'vitest';
import { readBagSnapshot } from '../../../worker/bag/snapshot';
import { changeBag } from '../../../worker/bag/changes';
import { deviceOwner } from '../../../worker/db/owner';
import { recordingDb, tableScans } from '../query-plans';
import { variantOn } from '../api/cart/cart-helpers';

/**
 * The bag's reads and writes go through indexes: a bag is read on every page of the bag and
 * after every change, so no statement may scan a table that grows with shoppers.
 */
describe('the bag snapshot and its changes', () => {
  it('read and write every table through an index', async () => {
    const { db, seen } = recordingDb();
    const device = 'f0'.padEnd(32, '0');
    const owner = deviceOwner(device);
    const context = {
      owner,
      shopper: { kind: 'guest' as const, tier: null, isEmployee: false },
      country: 'sg' as const,
      language: 'en' as const,
      now: new Date(),
    };
    const variant = await variantOn('sg');
    await db
      .prepare(
        `INSERT INTO cart_lines (device_id, country, variant_id, quantity, created_at, updated_at)
         VALUES (?1, 'sg', ?2, 1, '2026-11-25', '2026-11-25')`,
      )
      .bind(device, variant.id)
      .run();
    const snapshot = await readBagSnapshot(db, context);
    const line = snapshot.pricing.bag.lines[0];
    await changeBag(
      db,
      { ...context, idempotencyKey: 'plan-key-0001' },
      { kind: 'quantity', lineId: line.id, quantity: 2 },
    );
    await changeBag(db, context, { kind: 'apply_code', code: 'BEAUTY10' });
    await changeBag(db, context, { kind: 'remove', lineId: line.id });
    expect(await tableScans(seen)).toEqual([]);
  });
});
