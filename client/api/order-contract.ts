import { z } from 'zod';
import { DELIVERY_KINDS } from '../lib/orders/delivery';
import { ORDER_STATES } from '../lib/orders/display-state';
import { PAYMENT_METHODS } from '../lib/orders/payment-methods';
import { PricedBagSchema } from './bag-contract';
import { fieldShape } from './address-contract';
import { IdSchema } from './ids';
import { text } from './text';

/**
 * Checkout, orders and payments (`checkout/`, `orders/`;
 * docs/business-rules.md#orders-and-payments). Amounts are integers in minor units of the order's
 * `currency`. The client imports the types only.
 */

const amount = z.number().int();

/** An order number: the site's country code and 9 digits (`SG482913077`). */
export const OrderNumberSchema = z
  .string()
  .regex(/^[A-Z]{2}[0-9]{9}$/, 'an order number is two capital letters and nine digits');

export const OrderPathSchema = z.object({ number: OrderNumberSchema });

export const DeliveryInputSchema = z.object({
  kind: z.enum(DELIVERY_KINDS),
  /** Home delivery: the site's address fields (client/lib/address-fields.ts checks them). */
  address: z.object(fieldShape).optional(),
  /** Click and collect: a store of the site that offers it. */
  storeId: IdSchema.optional(),
});

export const ContactSchema = z.object({
  email: text(254).toLowerCase().pipe(z.email()),
  firstName: text(60, { min: 1 }),
  lastName: text(60, { min: 1 }),
  mobile: text(40).regex(/^\+?[0-9 ()-]{6,20}$/, 'a mobile number is 6 to 20 digits'),
});
export type Contact = z.infer<typeof ContactSchema>;

/**
 * A card as the form sends it: only ever to the payment provider (the worker keeps the brand
 * and the last four digits, never the number or the code).
 */
export const CardSchema = z.object({
  number: text(40, { trim: false })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[0-9]{12,19}$/, 'a card number is 12 to 19 digits')),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^[0-9]{3,4}$/, 'a security code is 3 or 4 digits'),
  name: text(100, { min: 1 }),
});
export type CardInput = z.infer<typeof CardSchema>;

/** POST orders/: place the bag as an order (the `Idempotency-Key` header is required). */
export const PlaceOrderSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS),
  card: CardSchema.optional(),
  delivery: DeliveryInputSchema,
  contact: ContactSchema,
  /** The total the shopper saw: placement stops when the bag now costs something else. */
  expectedTotal: amount.min(0),
  /** The fraud script's device token, passed on with the placement. */
  fraudToken: text(200, { trim: false }).optional(),
});
export type PlaceOrder = z.infer<typeof PlaceOrderSchema>;

/** POST orders/{number}/payments: pay a declined order again, with another method. */
export const RetryPaymentSchema = PlaceOrderSchema.pick({ paymentMethod: true, card: true });

/** A product as a line shows it (copied at placement; a reward as the rewards tab lists it). */
export const LineProductSchema = z.object({
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  shade: z.string().nullable(),
  size: z.string(),
  image: z.string(),
});

export const OrderLineSchema = z.object({
  kind: z.enum(['item', 'gift', 'sample', 'code_gift', 'reward']),
  variantId: z.number().int(),
  /** Points a Beauty Pass reward line cost (0 for every other line). */
  points: z.number().int().optional(),
  quantity: z.number().int(),
  unitPrice: amount,
  base: amount,
  discount: amount,
  amount,
  tax: amount,
  product: LineProductSchema,
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** The cost summary, frozen at placement. */
export const CostSummarySchema = z.object({
  subtotal: amount,
  discount: amount,
  beforeTax: amount,
  tax: amount,
  taxPercent: z.number(),
  shipping: amount,
  giftCard: amount,
  pointsEarned: z.number().int(),
  /** A guest's order: the points it earns once an account created from it claims it. */
  pointsOnJoining: z.number().int().optional(),
  /** The points the order's Beauty Pass rewards cost (reserved at placement, spent when paid). */
  pointsRedeemed: z.number().int().optional(),
  total: amount,
  currency: z.string(),
  promoCode: z.string().nullable(),
});
export type CostSummary = z.infer<typeof CostSummarySchema>;

export const StoreSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  addressLines: z.array(z.string()),
  phone: z.string(),
});

export const PaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  kind: z.enum(['card', 'qr', 'virtual_account']),
  status: z.enum(['pending', 'succeeded', 'failed', 'expired', 'refunded']),
  amount,
  currency: z.string(),
  /** When it stops being payable (QR: 15 minutes, virtual account: 24 hours). */
  expiresAt: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The QR's EMVCo payload and its SVG, rendered by the worker (no QR code in the browser). */
  qr: z.object({ payload: z.string(), svg: z.string() }).nullable(),
  virtualAccount: z
    .object({ bank: z.enum(['bca', 'mandiri', 'bni']), number: z.string() })
    .nullable(),
  /** Why the latest attempt was declined, in the request's language. */
  declineMessage: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const OrderSchema = z.object({
  number: OrderNumberSchema,
  /** One of the eight states the shopper sees (docs/business-rules.md#order-states). */
  state: z.enum(ORDER_STATES),
  /** The order page this state belongs on (another alias redirects there). */
  view: z.enum(['confirmation', 'payment_pending', 'payment_failed', 'payment_instruction']),
  placedAt: z.string(),
  country: z.string(),
  delivery: z.object({
    kind: z.enum(DELIVERY_KINDS),
    estimatedFrom: z.string(),
    estimatedTo: z.string(),
    /** Click and collect: the last day the store holds the order. */
    heldUntil: z.string().nullable(),
    /** Home delivery: the address as lines; click and collect: the store's. */
    addressLines: z.array(z.string()),
    store: StoreSummarySchema.nullable(),
  }),
  recipient: z.object({ name: z.string(), email: z.string(), mobile: z.string() }),
  fulfilment: z.object({
    state: z.enum(['none', 'shipped', 'delivered', 'ready_for_collection', 'collected']),
    shippedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    readyAt: z.string().nullable(),
    collectedAt: z.string().nullable(),
  }),
  /** Until when a declined order may be paid again (payment_failed_with_inventory). */
  retryUntil: z.string().nullable(),
  /** Why it was cancelled, in the request's language (null when it was not). */
  cancelMessage: z.string().nullable(),
  /**
   * What its cancellation put back in the shopper's bag, per item (an expired QR or account, a
   * card failed for good): how many were ordered and how many fitted. Null when nothing was.
   */
  backInBag: z
    .array(
      z.object({
        variantId: z.number().int(),
        ordered: z.number().int(),
        returned: z.number().int(),
      }),
    )
    .nullable(),
  lines: z.array(OrderLineSchema),
  summary: CostSummarySchema,
  /** The methods it may be paid again with (payment_failed_with_inventory), else empty. */
  retryMethods: z.array(z.enum(PAYMENT_METHODS)),
});
export type Order = z.infer<typeof OrderSchema>;

/** What placement, a retry and GET orders/{number} answer. */
export const OrderAnswerSchema = z.object({
  order: OrderSchema,
  payment: PaymentSchema,
  /** The request repeated one already answered (same key and body): nothing new was done. */
  replayed: z.boolean().optional(),
});
export type OrderAnswer = z.infer<typeof OrderAnswerSchema>;

/** GET orders/: the signed-in member's orders, newest first. */
export const OrderListSchema = z.object({
  orders: z.array(
    z.object({
      number: OrderNumberSchema,
      state: z.enum(ORDER_STATES),
      placedAt: z.string(),
      total: amount,
      currency: z.string(),
      count: z.number().int(),
      fulfilment: z.enum(['none', 'shipped', 'delivered', 'ready_for_collection', 'collected']),
      delivery: z.enum(DELIVERY_KINDS),
    }),
  ),
  /** The cursor of the next page (older orders), or null: opaque, pass it back as `before`. */
  next: z.string().nullable(),
});
export type OrderList = z.infer<typeof OrderListSchema>;

export const OrderListQuerySchema = z.object({
  /** The previous page's `next` (worker/orders/order-cursor.ts), never an order number. */
  before: z
    .string()
    .regex(/^[\w-]{1,80}\.[\w-]{43}$/)
    .optional(),
});

/** GET checkout/: what the checkout page needs in one answer. */
export const CheckoutQuerySchema = z.object({
  delivery: z.enum(DELIVERY_KINDS).optional(),
});

export const CheckoutSchema = z.object({
  bag: PricedBagSchema,
  delivery: z.object({
    kind: z.enum(DELIVERY_KINDS),
    /** A line only for click and collect forces it. */
    collectOnly: z.boolean(),
    options: z.array(
      z.object({
        kind: z.enum(DELIVERY_KINDS),
        fee: amount,
        estimatedFrom: z.string(),
        estimatedTo: z.string(),
        heldUntil: z.string().nullable(),
        available: z.boolean(),
      }),
    ),
  }),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** A member's details and default address, to fill the form with. */
  contact: z
    .object({
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      mobile: z.string(),
    })
    .nullable(),
  address: z.record(z.string(), z.string()).nullable(),
  member: z.boolean(),
});
export type Checkout = z.infer<typeof CheckoutSchema>;

/** POST orders/{number}/buy-again: nothing to say but which order (in the path). */
export const BuyAgainSchema = z.object({}).strict();

/** POST orders/enquireKbankPayment: ask the provider for the payment's state. */
export const EnquirePaymentSchema = z.object({ orderNumber: OrderNumberSchema });

/** POST payments/callbacks: the provider's signed event. */
export const PaymentEventSchema = z.object({
  id: text(100, { min: 8, trim: false }),
  type: z.enum([
    'payment.succeeded',
    'payment.failed',
    'payment.expired',
    'payment.review',
    'review.approved',
    'review.blocked',
    'payment.refunded',
  ]),
  pspReference: text(100, { min: 1, trim: false }),
  amount: amount.min(0),
  currency: text(3, { min: 3, trim: false }),
  declineCode: text(40, { trim: false }).optional(),
  occurredAt: z.iso.datetime(),
});
export type PaymentEvent = z.infer<typeof PaymentEventSchema>;

/** What a callback is answered: received (a duplicate is acknowledged too, never retried). */
export const CallbackAnswerSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
});

/** POST sandbox/payments/{number}: what the sandbox bank app does with a pending payment. */
export const SandboxPaymentSchema = z.object({
  outcome: z.enum(['pay', 'fail', 'expire', 'review_approve', 'review_block']),
});

/** GET sandbox/payments: the pending payments the sandbox page lists. */
export const SandboxPaymentsSchema = z.object({
  payments: z.array(
    z.object({
      orderNumber: z.string(),
      method: z.string(),
      amount,
      currency: z.string(),
      status: z.string(),
      expiresAt: z.string(),
    }),
  ),
});

/** POST sandbox/orders/{number}/fulfilment: the operations step (development only). */
export const FulfilmentStepSchema = z.object({
  step: z.enum(['ship', 'deliver', 'ready', 'collect']),
});
