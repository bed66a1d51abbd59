import type { PaymentEvent } from '../../client/api/order-contract';
import {
  isQrMethod,
  type PaymentMethod,
  type VirtualAccountMethod,
} from '../../client/lib/orders/payment-methods';
import type { Country } from '../../client/lib/sites';
import { hex } from '../auth/secret-tokens';
import { qrPayload, type QrScheme } from './emvco';
import type { PaymentProvider, PaymentRequest, ProviderAnswer } from './provider';

/**
 * The sandbox payment provider (docs/business-rules.md#card-payments): a provider inside the
 * worker, with its own books in D1 (`sandbox_payments`), so everything a real one does can be
 * done and tested here: cards answered by test number, real EMVCo QR payloads, virtual account
 * numbers, and callbacks sent when the sandbox bank app (/sandbox/payments) pays, fails or
 * expires a payment. Nothing here is reachable in production (worker/api/sandbox-payments.ts).
 */

/**
 * The test cards (docs/business-rules.md#card-payments); any other number is declined, as a
 * provider in test mode does.
 */
export const TEST_CARDS: Readonly<
  Record<string, { status: 'succeeded' | 'failed' | 'review'; declineCode?: string }>
> = {
  '4242424242424242': { status: 'succeeded' },
  '4000000000000002': { status: 'failed', declineCode: 'card_declined' },
  '4000000000009995': { status: 'failed', declineCode: 'insufficient_funds' },
  '4000000000000259': { status: 'review' },
};

/** The merchant each site's QR codes name (ASCII, as EMVCo tags 59 and 60 want). */
const MERCHANTS: Readonly<Record<Country, { name: string; city: string; id: string }>> = {
  au: { name: 'Beauty Storefront AU', city: 'Sydney', id: '000000000000' },
  hk: { name: 'Beauty Storefront HK', city: 'Hong Kong', id: '162837451' },
  id: { name: 'Beauty Storefront ID', city: 'Jakarta', id: 'ID1020304050607' },
  my: { name: 'Beauty Storefront MY', city: 'Kuala Lumpur', id: '601234567890' },
  nz: { name: 'Beauty Storefront NZ', city: 'Auckland', id: '000000000000' },
  ph: { name: 'Beauty Storefront PH', city: 'Makati', id: 'PH0987654321' },
  sg: { name: 'Beauty Storefront SG', city: 'Singapore', id: '201912345K' },
  th: { name: 'Beauty Storefront TH', city: 'Bangkok', id: '010555012345601' },
};

/** Each bank's prefix for the virtual accounts it issues (the rest is the order's digits). */
const VA_PREFIX: Readonly<
  Record<VirtualAccountMethod, { bank: 'bca' | 'mandiri' | 'bni'; prefix: string }>
> = {
  va_bca: { bank: 'bca', prefix: '70012' },
  va_mandiri: { bank: 'mandiri', prefix: '88908' },
  va_bni: { bank: 'bni', prefix: '98811' },
};

/** Whether a number passes the Luhn check every card number carries. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(62|81)/.test(number)) return 'unionpay';
  if (/^35/.test(number)) return 'jcb';
  return 'card';
}

interface SandboxRow {
  psp_reference: string;
  provider_key: string;
  order_number: string;
  method: PaymentMethod;
  amount_minor: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed' | 'expired' | 'review' | 'refunded';
  review: 'none' | 'pending' | 'approved' | 'blocked';
  decline_code: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export type SandboxOutcome = 'pay' | 'fail' | 'expire' | 'review_approve' | 'review_block';

/** What each outcome of the bank app does to a payment: from which status, to which. */
const OUTCOMES: Readonly<
  Record<
    SandboxOutcome,
    {
      from: SandboxRow['status'];
      to: SandboxRow['status'];
      review?: SandboxRow['review'];
      declineCode?: string;
    }
  >
> = {
  pay: { from: 'pending', to: 'succeeded' },
  fail: { from: 'pending', to: 'failed', declineCode: 'payment_rejected' },
  expire: { from: 'pending', to: 'expired' },
  review_approve: { from: 'review', to: 'succeeded', review: 'approved' },
  review_block: { from: 'review', to: 'refunded', review: 'blocked' },
};

export class SandboxProvider implements PaymentProvider {
  constructor(private readonly db: D1Database) {}

  async create(request: PaymentRequest): Promise<ProviderAnswer> {
    const nowIso = request.now.toISOString();
    let status: SandboxRow['status'] = 'pending';
    let review: SandboxRow['review'] = 'none';
    let declineCode: string | null = null;
    if (request.card) {
      const test = luhnValid(request.card.number) ? TEST_CARDS[request.card.number] : undefined;
      const outcome = test ?? {
        status: 'failed' as const,
        declineCode: luhnValid(request.card.number) ? 'card_declined' : 'incorrect_number',
      };
      status = outcome.status;
      declineCode = outcome.declineCode ?? null;
      if (status === 'review') review = 'pending';
    }
    const reference = `sbx_${hex(crypto.getRandomValues(new Uint8Array(12)))}`;
    // The provider key makes a retried call answer the payment made the first time.
    await this.db
      .prepare(
        `INSERT INTO sandbox_payments (psp_reference, provider_key, order_number, method, amount_minor, currency,
           status, review, decline_code, expires_at, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11)
         ON CONFLICT (provider_key) DO NOTHING`,
      )
      .bind(
        reference,
        request.providerKey,
        request.orderNumber,
        request.method,
        request.amount,
        request.currency,
        status,
        review,
        declineCode,
        request.expiresAt.toISOString(),
        nowIso,
      )
      .run();
    const row = await this.db
      .prepare(`SELECT * FROM sandbox_payments WHERE provider_key = ?1`)
      .bind(request.providerKey)
      .first<SandboxRow>();
    if (!row) throw new Error('sandbox payment not recorded');
    return this.answer(row, request);
  }

  private answer(row: SandboxRow, request: PaymentRequest): ProviderAnswer {
    const answer: ProviderAnswer = {
      pspReference: row.psp_reference,
      status:
        row.status === 'review'
          ? 'review'
          : row.status === 'succeeded'
            ? 'succeeded'
            : row.status === 'failed'
              ? 'failed'
              : 'pending',
      ...(row.decline_code ? { declineCode: row.decline_code } : {}),
    };
    if (request.card)
      answer.card = { brand: cardBrand(request.card.number), last4: request.card.number.slice(-4) };
    if (isQrMethod(request.method))
      answer.qr = {
        payload: qrPayload({
          scheme: request.method as QrScheme,
          amountMinor: request.amount,
          currency: request.currency,
          reference: request.orderNumber,
          expiresAt: request.expiresAt,
          merchant: MERCHANTS[request.country],
        }),
      };
    if (request.method in VA_PREFIX) {
      const { bank, prefix } = VA_PREFIX[request.method as VirtualAccountMethod];
      answer.virtualAccount = { bank, number: `${prefix}${request.orderNumber.slice(2)}` };
    }
    return answer;
  }

  async events(pspReference: string): Promise<PaymentEvent[]> {
    const row = await this.db
      .prepare(`SELECT * FROM sandbox_payments WHERE psp_reference = ?1`)
      .bind(pspReference)
      .first<SandboxRow>();
    return row ? eventsOf(row) : [];
  }

  async refund(pspReference: string, now: Date): Promise<void> {
    await this.db
      .prepare(
        `UPDATE sandbox_payments SET status = 'refunded', updated_at = ?2
         WHERE psp_reference = ?1 AND status IN ('succeeded', 'review')`,
      )
      .bind(pspReference, now.toISOString())
      .run();
  }

  /**
   * The bank app's button: moves the order's open payment (compare-and-set on its status) and
   * answers the events the provider now sends, or null when no payment of the order is open
   * for that outcome.
   */
  async act(
    orderNumber: string,
    outcome: SandboxOutcome,
    now: Date,
  ): Promise<PaymentEvent[] | null> {
    const rule = OUTCOMES[outcome];
    const row = await this.db
      .prepare(
        `UPDATE sandbox_payments SET status = ?3, review = COALESCE(?4, review), decline_code = COALESCE(?5, decline_code), updated_at = ?6
         WHERE psp_reference = (SELECT psp_reference FROM sandbox_payments WHERE order_number = ?1 AND status = ?2
                                ORDER BY created_at DESC LIMIT 1)
         RETURNING *`,
      )
      .bind(
        orderNumber,
        rule.from,
        rule.to,
        rule.review ?? null,
        rule.declineCode ?? null,
        now.toISOString(),
      )
      .first<SandboxRow>();
    return row ? eventsOf(row) : null;
  }

  /** The payments a person may act on in the sandbox bank app: pending or held for review. */
  async open(): Promise<SandboxRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT * FROM sandbox_payments WHERE status IN ('pending', 'review') ORDER BY created_at DESC LIMIT 50`,
      )
      .all<SandboxRow>();
    return results;
  }
}

/**
 * The events a payment's history amounts to, each with an id derived from the payment and its
 * type: the callback the bank app sends and a later reconciliation name the same event, so it
 * is applied once.
 */
export function eventsOf(row: SandboxRow): PaymentEvent[] {
  const event = (type: PaymentEvent['type'], at: string): PaymentEvent => ({
    id: `${row.psp_reference}:${type}`,
    type,
    pspReference: row.psp_reference,
    amount: row.amount_minor,
    currency: row.currency,
    ...(type === 'payment.failed' && row.decline_code ? { declineCode: row.decline_code } : {}),
    occurredAt: at,
  });
  const events: PaymentEvent[] = [];
  if (row.review !== 'none') events.push(event('payment.review', row.created_at));
  if (row.review === 'approved') events.push(event('review.approved', row.updated_at));
  if (row.review === 'blocked') events.push(event('review.blocked', row.updated_at));
  switch (row.status) {
    case 'succeeded':
      if (row.review === 'none') events.push(event('payment.succeeded', row.updated_at));
      break;
    case 'failed':
      events.push(event('payment.failed', row.updated_at));
      break;
    case 'expired':
      events.push(event('payment.expired', row.updated_at));
      break;
    case 'refunded':
      if (row.review === 'none') {
        events.push(event('payment.succeeded', row.created_at));
        events.push(event('payment.refunded', row.updated_at));
      }
      break;
    default:
      break;
  }
  return events;
}
