import type { CardInput, PaymentEvent } from '../../client/api/order-contract';
import type { PaymentMethod } from '../../client/lib/orders/payment-methods';
import type { Country } from '../../client/lib/sites';

/**
 * The payment provider as the orders code sees it: the shape a real one (Stripe, Omise,
 * Xendit, 2C2P) has. The storefront runs on the sandbox provider inside the worker
 * (./sandbox-provider.ts); a real one would be a second implementation of this interface and a
 * callback route that turns its webhooks into `PaymentEvent`s.
 */

export interface PaymentRequest {
  /** Idempotency key for the provider: `{order number}-{attempt}`; a retried call charges once. */
  providerKey: string;
  orderNumber: string;
  country: Country;
  method: PaymentMethod;
  amount: number;
  currency: string;
  /** When a QR code or virtual account stops being payable. */
  expiresAt: Date;
  /** Card details go to the provider and nowhere else. */
  card?: CardInput;
  now: Date;
}

export interface ProviderAnswer {
  pspReference: string;
  /** `review`: the card is authorised but the provider's risk check holds it. */
  status: 'pending' | 'succeeded' | 'failed' | 'review';
  declineCode?: string;
  card?: { brand: string; last4: string };
  qr?: { payload: string };
  virtualAccount?: { bank: 'bca' | 'mandiri' | 'bni'; number: string };
}

export interface PaymentProvider {
  /** Starts a payment; the same `providerKey` answers the same payment. */
  create(request: PaymentRequest): Promise<ProviderAnswer>;
  /**
   * What the provider knows of a payment now, as the events it would have sent (reconciliation:
   * "check payment status" asks instead of waiting for a callback).
   */
  events(pspReference: string, now: Date): Promise<PaymentEvent[]>;
  /** Gives money back (a payment that arrived after its order could no longer be served). */
  refund(pspReference: string, now: Date): Promise<void>;
}
