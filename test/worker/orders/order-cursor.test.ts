import { describe, expect, it } from 'vitest';
import { orderCursor, readOrderCursor } from '../../../worker/orders/order-cursor';

const SECRET = 'a-test-secret-of-enough-length-0000';
const POSITION = { placedAt: '2026-03-05T08:30:00.000Z', id: 4021 };

describe('the order list cursor', () => {
  it('reads back the position it was made for, for that member and site only', async () => {
    const cursor = await orderCursor(SECRET, 7, 'sg', POSITION);
    expect(cursor).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(await readOrderCursor(SECRET, 7, 'sg', cursor)).toEqual(POSITION);
    expect(await readOrderCursor(SECRET, 8, 'sg', cursor)).toBeNull();
    expect(await readOrderCursor(SECRET, 7, 'my', cursor)).toBeNull();
    expect(await readOrderCursor(`${SECRET}x`, 7, 'sg', cursor)).toBeNull();
  });

  it('refuses a position edited under a real signature, and anything not a cursor', async () => {
    const [, signature] = (await orderCursor(SECRET, 7, 'sg', POSITION)).split('.');
    const edited = btoa('2030-01-01T00:00:00.000Z|1').replace(/=+$/, '');
    for (const cursor of [`${edited}.${signature}`, 'SG900000001', '', '.', 'a.b'])
      expect(await readOrderCursor(SECRET, 7, 'sg', cursor)).toBeNull();
  });
});
