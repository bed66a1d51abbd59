import type { CardInput } from '../../client/api/order-contract';
import {
  attemptExpiry,
  MAX_ATTEMPTS,
  type PaymentMethod,
} from '../../client/lib/orders/payment-methods';
import type { Country } from '../../client/lib/sites';
import type { PaymentProvider } from '../payments/provider';
import { recordEvent, settleAttempt } from './settle-attempt';
import { fromSql, transition } from './transitions';

/**
 * Calling the provider for an attempt, outside any batch (docs/business-rules.md#placement), and
 * taking its answer in: the reference and what the pages show (card brand and last four, the
 * QR payload, the virtual account) stored compare-and-set on the attempt, then everything the
 * provider says happened applied like a callback. Also paying again after a decline, and
 * reconciliation ("check payment status").
 */

interface AttemptFacts {
  id: number;
  providerKey: string;
  orderNumber: string;
  country: Country;
  method: PaymentMethod;
  amount: number;
  currency: string;
  expiresAt: Date;
}

export async function startPayment(
  db: D1Database,
  provider: PaymentProvider,
  attempt: AttemptFacts,
  card: CardInput | undefined,
  now: Date,
): Promise<void> {
  const answer = await provider.create({
    providerKey: attempt.providerKey,
    orderNumber: attempt.orderNumber,
    country: attempt.country,
    method: attempt.method,
    amount: attempt.amount,
    currency: attempt.currency,
    expiresAt: attempt.expiresAt,
    card,
    now,
  });
  await db
    .prepare(
      `UPDATE payment_attempts SET psp_reference = ?2, card_brand = ?3, card_last4 = ?4, qr_payload = ?5,
         va_bank = ?6, va_number = ?7, updated_at = ?8
       WHERE id = ?1 AND psp_reference IS NULL`,
    )
    .bind(
      attempt.id,
      answer.pspReference,
      answer.card?.brand ?? null,
      answer.card?.last4 ?? null,
      answer.qr?.payload ?? null,
      answer.virtualAccount?.bank ?? null,
      answer.virtualAccount?.number ?? null,
      now.toISOString(),
    )
    .run();
  await reconcile(db, provider, answer.pspReference, now);
}

/** Asks the provider what happened to a payment and applies it (idempotent). */
export async function reconcile(
  db: D1Database,
  provider: PaymentProvider,
  pspReference: string,
  now: Date,
): Promise<void> {
  for (const event of await provider.events(pspReference, now)) await recordEvent(db, event, now);
  // Settled even when every event was known: a callback may have arrived before the attempt
  // knew its reference, and only now can it be applied.
  await settleAttempt(db, provider, pspReference, now);
}

/**
 * A new attempt on a declined order that still holds its stock: the `retry` transition and the
 * attempt in one batch, the attempt written only if the transition's `from` still holds.
 * Null when the order may not be paid again (the window closed, five tries, already paid).
 */
export async function openRetry(
  db: D1Database,
  order: { id: number; number: string; country: Country; total: number; currency: string },
  method: PaymentMethod,
  now: Date,
): Promise<AttemptFacts | null> {
  const expiresAt = attemptExpiry(method, now);
  const nowIso = now.toISOString();
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO payment_attempts (order_id, attempt_no, method, status, amount_minor, currency, provider_key,
           expires_at, created_at, updated_at)
         SELECT ?1, n, ?3, 'pending', ?4, ?5, ?6 || '-' || n, ?7, ?2, ?2
         FROM (SELECT MAX(attempt_no) + 1 AS n FROM payment_attempts WHERE order_id = ?1)
         WHERE n <= ${MAX_ATTEMPTS} AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND ${fromSql('retry')})
         RETURNING id, attempt_no`,
      )
      .bind(
        order.id,
        nowIso,
        method,
        order.total,
        order.currency,
        order.number,
        expiresAt.toISOString(),
      ),
    transition(db, 'retry', order.id, now),
  ]);
  const row = results[0].results[0] as { id: number; attempt_no: number } | undefined;
  if (!row) return null;
  return {
    id: row.id,
    providerKey: `${order.number}-${row.attempt_no}`,
    orderNumber: order.number,
    country: order.country,
    method,
    amount: order.total,
    currency: order.currency,
    expiresAt,
  };
}
