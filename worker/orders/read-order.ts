import type { CostSummary, OrderLine } from '../../client/api/order-contract';
import type { AddressValues } from '../../client/lib/address-fields';
import { COLLECT_HOLD_DAYS, type DeliveryKind } from '../../client/lib/orders/delivery';
import type {
  CancelReason,
  FulfilmentAxis,
  OrderAxes,
  PaymentAxis,
  RiskAxis,
  StockAxis,
} from '../../client/lib/orders/display-state';
import type { PaymentMethod } from '../../client/lib/orders/payment-methods';
import { siteToday, type Country, type Language } from '../../client/lib/sites';

/**
 * One order as stored, read in one batch by its number: the row, its lines, its latest payment
 * attempt and (click and collect) its store in the page's language. Who may see it is the
 * caller's check (./order-access.ts); this reads, it does not decide.
 */

export interface StoredOrder {
  id: number;
  number: string;
  country: Country;
  language: Language;
  currency: string;
  accountId: number | null;
  accessHash: string;
  axes: OrderAxes;
  deliveryKind: DeliveryKind;
  address: AddressValues | null;
  contact: { email: string; firstName: string; lastName: string; mobile: string };
  summary: CostSummary;
  estimatedFrom: string;
  estimatedTo: string;
  total: number;
  placedAt: string;
  times: {
    paidAt: string | null;
    shippedAt: string | null;
    deliveredAt: string | null;
    readyAt: string | null;
    collectedAt: string | null;
  };
  lines: (OrderLine & { productId: number })[];
  attempt: StoredAttempt;
  store: { id: number; name: string; addressLines: string[]; phone: string } | null;
  /** What its cancellation put back in the bag (./rebag.ts), or null when nothing was. */
  backInBag: BackInBag | null;
}

export type BackInBag = { variantId: number; ordered: number; returned: number }[];

export interface StoredAttempt {
  id: number;
  attemptNo: number;
  method: PaymentMethod;
  status: 'pending' | 'succeeded' | 'failed' | 'expired' | 'refunded';
  amount: number;
  currency: string;
  pspReference: string | null;
  declineCode: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  qrPayload: string | null;
  vaBank: 'bca' | 'mandiri' | 'bni' | null;
  vaNumber: string | null;
  expiresAt: string;
  createdAt: string;
}

interface OrderRow {
  id: number;
  number: string;
  country: Country;
  language: Language;
  currency: string;
  account_id: number | null;
  access_hash: string;
  status: 'placed' | 'cancelled';
  cancel_reason: CancelReason | null;
  payment: PaymentAxis;
  risk: RiskAxis;
  stock: StockAxis;
  fulfilment: FulfilmentAxis;
  retry_until: string | null;
  delivery_kind: DeliveryKind;
  store_id: number | null;
  address: string | null;
  contact: string;
  summary: string;
  estimated_from: string;
  estimated_to: string;
  total_minor: number;
  placed_at: string;
  paid_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  ready_at: string | null;
  collected_at: string | null;
}

interface LineRow {
  kind: OrderLine['kind'];
  variant_id: number;
  product_id: number;
  quantity: number;
  unit_price_minor: number;
  base_minor: number;
  discount_minor: number;
  amount_minor: number;
  tax_minor: number;
  display: string;
  points: number;
}

interface AttemptRow {
  id: number;
  attempt_no: number;
  method: PaymentMethod;
  status: StoredAttempt['status'];
  amount_minor: number;
  currency: string;
  psp_reference: string | null;
  decline_code: string | null;
  card_brand: string | null;
  card_last4: string | null;
  qr_payload: string | null;
  va_bank: StoredAttempt['vaBank'];
  va_number: string | null;
  expires_at: string;
  created_at: string;
}

interface StoreRow {
  id: number;
  phone: string;
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  postcode: string | null;
}

/** Reads an order by number, or null when there is none. */
export async function readOrder(
  db: D1Database,
  number: string,
  language: Language,
): Promise<StoredOrder | null> {
  const [orderResult, lineResult, attemptResult, storeResult, rebagResult] = await db.batch([
    db.prepare(`SELECT * FROM orders WHERE number = ?1`).bind(number),
    db
      .prepare(
        `SELECT kind, variant_id, product_id, quantity, unit_price_minor, base_minor, discount_minor, amount_minor,
           tax_minor, display, points
         FROM order_lines WHERE order_id = (SELECT id FROM orders WHERE number = ?1) ORDER BY position`,
      )
      .bind(number),
    db
      .prepare(
        `SELECT * FROM payment_attempts WHERE order_id = (SELECT id FROM orders WHERE number = ?1)
         ORDER BY attempt_no DESC LIMIT 1`,
      )
      .bind(number),
    db
      .prepare(
        // The asked language's row when there is one, else the English one: the whole row (as
        // worker/stores/stores.ts reads it), never a field from each, or a Chinese address whose
        // store has no second line took the English second line under it.
        `SELECT s.id, s.phone, t.name, t.address_line1 AS line1, t.address_line2 AS line2,
           t.city, t.postcode
         FROM stores s
         JOIN store_texts t ON t.store_id = s.id AND t.language = COALESCE(
           (SELECT language FROM store_texts WHERE store_id = s.id AND language = ?2), 'en')
         WHERE s.id = (SELECT store_id FROM orders WHERE number = ?1)`,
      )
      .bind(number, language),
    db
      .prepare(
        `SELECT variant_id AS variantId, SUM(ordered) AS ordered, SUM(returned) AS returned
         FROM order_rebagged WHERE order_id = (SELECT id FROM orders WHERE number = ?1)
         GROUP BY variant_id ORDER BY MIN(rowid)`,
      )
      .bind(number),
  ]);
  const rebagged = rebagResult.results as unknown as BackInBag;
  const row = orderResult.results[0] as OrderRow | undefined;
  const attempt = attemptResult.results[0] as AttemptRow | undefined;
  if (!row || !attempt) return null;
  const store = storeResult.results[0] as StoreRow | undefined;
  return {
    id: row.id,
    number: row.number,
    country: row.country,
    language: row.language,
    currency: row.currency,
    accountId: row.account_id,
    accessHash: row.access_hash,
    axes: {
      status: row.status,
      cancelReason: row.cancel_reason,
      payment: row.payment,
      risk: row.risk,
      stock: row.stock,
      fulfilment: row.fulfilment,
      retryUntil: row.retry_until,
      paymentExpiresAt: attempt.status === 'pending' ? attempt.expires_at : null,
    },
    deliveryKind: row.delivery_kind,
    address: row.address ? (JSON.parse(row.address) as AddressValues) : null,
    contact: JSON.parse(row.contact) as StoredOrder['contact'],
    summary: JSON.parse(row.summary) as CostSummary,
    estimatedFrom: row.estimated_from,
    estimatedTo: row.estimated_to,
    total: row.total_minor,
    placedAt: row.placed_at,
    times: {
      paidAt: row.paid_at,
      shippedAt: row.shipped_at,
      deliveredAt: row.delivered_at,
      readyAt: row.ready_at,
      collectedAt: row.collected_at,
    },
    lines: (lineResult.results as unknown as LineRow[]).map((line) => ({
      kind: line.kind,
      variantId: line.variant_id,
      productId: line.product_id,
      quantity: line.quantity,
      unitPrice: line.unit_price_minor,
      base: line.base_minor,
      discount: line.discount_minor,
      amount: line.amount_minor,
      tax: line.tax_minor,
      ...(line.kind === 'reward' ? { points: line.points } : {}),
      product: JSON.parse(line.display) as OrderLine['product'],
    })),
    attempt: {
      id: attempt.id,
      attemptNo: attempt.attempt_no,
      method: attempt.method,
      status: attempt.status,
      amount: attempt.amount_minor,
      currency: attempt.currency,
      pspReference: attempt.psp_reference,
      declineCode: attempt.decline_code,
      cardBrand: attempt.card_brand,
      cardLast4: attempt.card_last4,
      qrPayload: attempt.qr_payload,
      vaBank: attempt.va_bank,
      vaNumber: attempt.va_number,
      expiresAt: attempt.expires_at,
      createdAt: attempt.created_at,
    },
    store: store
      ? {
          id: store.id,
          name: store.name,
          phone: store.phone,
          addressLines: [
            store.line1,
            store.line2,
            [store.city, store.postcode].filter(Boolean).join(' '),
          ].filter((line): line is string => Boolean(line)),
        }
      : null,
    backInBag: rebagged.length ? rebagged : null,
  };
}

/** The last day a click-and-collect order is held, from the day it was ready. */
export function heldUntil(order: StoredOrder): string | null {
  if (order.deliveryKind !== 'click_and_collect') return null;
  // Nothing is held for an order that was cancelled or has been collected.
  if (order.axes.status === 'cancelled' || order.axes.fulfilment === 'collected') return null;
  // The day it was ready on the site's calendar (Auckland's day starts 13 hours before UTC's).
  const from = order.times.readyAt
    ? siteToday(order.country, new Date(order.times.readyAt))
    : order.estimatedFrom;
  const at = new Date(`${from}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + COLLECT_HOLD_DAYS);
  return at.toISOString().slice(0, 10);
}

/** The order's payment state by number (null: no such order). */
export function orderPaymentOf(
  db: D1Database,
  number: string,
): Promise<{ id: number; payment: string } | null> {
  return db
    .prepare(`SELECT id, payment FROM orders WHERE number = ?1`)
    .bind(number)
    .first<{ id: number; payment: string }>();
}
