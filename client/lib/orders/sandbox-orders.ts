import type { Country } from '../sites';

/**
 * The orders the developer sandbox shows (confirmation AU and SG, payment failed HK,
 * payment blocked NZ, payment pending AU, ID, MY, PH and TH), seeded in those states by
 * worker/db/seed/orders.ts. Their access token is public on purpose: the seed and the sandbox
 * links are development data (the /sandbox pages are closed in production, and a production
 * database is never seeded), and the token only opens these fixtures.
 */
export const SANDBOX_ORDER_TOKEN = 'sandbox-orders-open-to-developers-only-0000';
/** Its SHA-256 as the orders table stores it (test/client/lib/orders/sandbox-orders.test.ts). */
export const SANDBOX_ORDER_TOKEN_HASH =
  '8cbc0551f5d5de1f5b30cf4bf4400f7e5717e1508804e523e2064c1aa17ef0e0';

export type SandboxOrderState = 'paid' | 'payment_failed' | 'payment_blocked' | 'payment_pending';

export interface SandboxOrder {
  number: string;
  country: Country;
  state: SandboxOrderState;
  method: 'card' | 'va_bca' | 'duitnow' | 'qrph' | 'promptpay';
  delivery: 'standard' | 'click_and_collect';
}

export const SANDBOX_ORDERS: readonly SandboxOrder[] = [
  { number: 'AU900000001', country: 'au', state: 'paid', method: 'card', delivery: 'standard' },
  {
    number: 'SG900000001',
    country: 'sg',
    state: 'paid',
    method: 'card',
    delivery: 'click_and_collect',
  },
  {
    number: 'HK900000002',
    country: 'hk',
    state: 'payment_failed',
    method: 'card',
    delivery: 'standard',
  },
  {
    number: 'NZ900000003',
    country: 'nz',
    state: 'payment_blocked',
    method: 'card',
    delivery: 'standard',
  },
  {
    number: 'AU900000004',
    country: 'au',
    state: 'payment_pending',
    method: 'card',
    delivery: 'standard',
  },
  {
    number: 'ID900000004',
    country: 'id',
    state: 'payment_pending',
    method: 'va_bca',
    delivery: 'standard',
  },
  {
    number: 'MY900000004',
    country: 'my',
    state: 'payment_pending',
    method: 'duitnow',
    delivery: 'standard',
  },
  {
    number: 'PH900000004',
    country: 'ph',
    state: 'payment_pending',
    method: 'qrph',
    delivery: 'standard',
  },
  {
    number: 'TH900000004',
    country: 'th',
    state: 'payment_pending',
    method: 'promptpay',
    delivery: 'standard',
  },
];

/** The sandbox link to one: the e-mail-style link that opens it on this browser. */
export function sandboxOrderPath(order: SandboxOrder, view: string): string {
  return `/orders/${order.number}/${view}?access=${SANDBOX_ORDER_TOKEN}`;
}
