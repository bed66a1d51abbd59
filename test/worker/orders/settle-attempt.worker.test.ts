import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { PaymentEvent } from '../../../client/api/order-contract';
import { applyEvent } from '../../../worker/orders/settle-attempt';
import { SandboxProvider } from '../../../worker/payments/sandbox-provider';
import { variantOn } from '../api/cart/cart-helpers';
import { guestWith, place, placed, placement } from './order-helpers';

/** A PromptPay order waiting for its money, and the success event its provider would send. */
async function waitingOrder(offset: number) {
  const variant = await variantOn('th', { offset });
  const shopper = await guestWith('th', variant.id);
  const answer = await placed(
    await place(
      shopper,
      await placement(shopper, 'th', { paymentMethod: 'promptpay', card: undefined }),
    ),
  );
  const attempt = await env.DB.prepare(
    `SELECT a.psp_reference, a.amount_minor, a.currency FROM payment_attempts a
     JOIN orders o ON o.id = a.order_id WHERE o.number = ?1`,
  )
    .bind(answer.order.number)
    .first<{ psp_reference: string; amount_minor: number; currency: string }>();
  const succeeded = (id: string): PaymentEvent => ({
    id,
    type: 'payment.succeeded',
    pspReference: attempt!.psp_reference,
    amount: attempt!.amount_minor,
    currency: attempt!.currency,
    occurredAt: new Date().toISOString(),
  });
  return { succeeded };
}

/** Counts the batches a settle sends: a settle that moved its order reads and writes once. */
function counting(db: D1Database) {
  let batches = 0;
  const counted = new Proxy(db, {
    get(target, name, receiver) {
      if (name === 'batch')
        return (statements: D1PreparedStatement[]) => {
          batches += 1;
          return target.batch(statements);
        };
      const value = Reflect.get(target, name, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: counted, batches: () => batches };
}

describe('settling an attempt', () => {
  it('a payment that pays its order says it moved, and settles once (the spend statements after the transition do not hide it)', async () => {
    const { succeeded } = await waitingOrder(11);
    const counted = counting(env.DB);
    const { result } = await applyEvent(
      counted.db,
      new SandboxProvider(env.DB),
      succeeded('settle-once:1'),
      new Date(),
    );
    expect(result).toMatchObject({ kind: 'settled', transition: 'pay', moved: true });
    // One batch to read the attempt and its events, one to write: no second settle.
    expect(counted.batches()).toBe(2);

    // The same money told again under another event id: nothing left to move.
    const again = await applyEvent(
      env.DB,
      new SandboxProvider(env.DB),
      succeeded('settle-once:2'),
      new Date(),
    );
    expect(again.result).toMatchObject({ kind: 'settled', moved: false });
  });
});
