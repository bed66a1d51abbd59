import { PricedBagSchema } from '../bag-contract';
import { CHANGE_ERRORS, SiteHeadersSchema, declare, ok } from '../declare';
import { IdempotencyKeySchema } from '../ids';
import {
  BuyAgainSchema,
  CallbackAnswerSchema,
  CheckoutQuerySchema,
  CheckoutSchema,
  EnquirePaymentSchema,
  OrderAnswerSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderPathSchema,
  PaymentEventSchema,
  PlaceOrderSchema,
  RetryPaymentSchema,
} from '../order-contract';
import { z } from 'zod';

/** A placement or a payment retried: the site's headers and a required Idempotency-Key. */
const PlaceHeadersSchema = SiteHeadersSchema.extend({ 'Idempotency-Key': IdempotencyKeySchema });

export const orderOperations = declare({
  checkout: {
    method: 'get',
    path: '/checkout/',
    summary:
      'The checkout: the bag priced for a delivery option, the options with fees and dates, the payment methods, a member’s details',
    request: { query: CheckoutQuerySchema, headers: SiteHeadersSchema },
    responses: { 200: ok(CheckoutSchema, 'The checkout') },
    errors: [401],
    browser: true,
  },
  placeOrder: {
    method: 'post',
    path: '/orders/',
    summary:
      'Place the bag as an order and start its payment: re-priced and re-checked now; the same Idempotency-Key and body replay the order, another body is a 422',
    request: { body: PlaceOrderSchema, headers: PlaceHeadersSchema },
    responses: {
      201: ok(OrderAnswerSchema, 'Placed; the order and its payment'),
      200: ok(
        OrderAnswerSchema,
        'A replay: the order this key placed, or this same request under another key a moment ago (a double click)',
      ),
    },
    errors: [409, 422, 428, ...CHANGE_ERRORS],
    browser: true,
    keyed: true,
  },
  orders: {
    method: 'get',
    path: '/orders/',
    summary:
      "The signed-in member's orders, newest first (20 a page); `before` is the previous page's opaque `next`",
    request: { query: OrderListQuerySchema, headers: SiteHeadersSchema },
    responses: { 200: ok(OrderListSchema, 'The orders') },
    errors: [400, 401],
    browser: true,
  },
  order: {
    method: 'get',
    path: '/orders/{number}',
    summary: 'One order, to its owner (the account, or the guest holding its access cookie)',
    request: { params: OrderPathSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(OrderAnswerSchema, 'The order') },
    errors: [401, 404],
    browser: true,
  },
  retryPayment: {
    method: 'post',
    path: '/orders/{number}/payments',
    summary:
      'Pay a declined order again with another method, while it still holds its items (30 minutes)',
    request: { params: OrderPathSchema, body: RetryPaymentSchema, headers: PlaceHeadersSchema },
    responses: { 200: ok(OrderAnswerSchema, 'The order with its new payment') },
    errors: [404, 409, 422, 428, ...CHANGE_ERRORS],
    browser: true,
    keyed: true,
  },
  enquirePayment: {
    method: 'post',
    path: '/orders/enquireKbankPayment',
    summary:
      "Check a payment's status with the provider now (PromptPay, and the same for every method)",
    request: { body: EnquirePaymentSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(OrderAnswerSchema, 'The order as it is now') },
    errors: [404, 428, 429, ...CHANGE_ERRORS],
    browser: true,
  },
  claimOrder: {
    method: 'post',
    path: '/orders/{number}/claim',
    summary:
      "Take a guest's order into the account just created with its e-mail (the order's access token required; once)",
    request: { params: OrderPathSchema, body: BuyAgainSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(OrderAnswerSchema, 'The order, now the member’s') },
    errors: [401, 403, 404, ...CHANGE_ERRORS],
    browser: true,
  },
  buyAgain: {
    method: 'post',
    path: '/orders/{number}/buy-again',
    summary: "Put an earlier order's items back in the bag (as many as may be bought now)",
    request: {
      params: OrderPathSchema,
      body: BuyAgainSchema,
      headers: SiteHeadersSchema.extend({ 'Idempotency-Key': IdempotencyKeySchema.optional() }),
    },
    responses: { 200: ok(PricedBagSchema, 'The bag with the items added') },
    errors: [404, 428, ...CHANGE_ERRORS],
    browser: true,
    keyed: true,
  },
  paymentCallback: {
    method: 'post',
    path: '/payments/callbacks',
    summary:
      'A signed event from the payment provider (`Payment-Signature: t=…,v1=…`, five minutes): recorded once, applied in any order',
    request: {
      headers: z.object({ 'payment-signature': z.string().max(200).optional() }),
      body: PaymentEventSchema,
    },
    responses: { 200: ok(CallbackAnswerSchema, 'Received') },
    errors: [401],
  },
});
