import type { OrderAnswer, OrderLine } from '../../../../client/api/order-contract';

/**
 * Orders as GET orders/{number} answers them (OrderAnswerSchema: the scripted API checks every
 * answer against it), small enough to read in a test. A Singapore order by default, paid by
 * card; each test changes what it is about.
 */

export const NUMBER = 'SG482913077';

/** What a QR's SVG looks like from the worker (worker/payments/qr-svg.ts), without modules. */
export const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" role="img" aria-label="QR code to pay order SG482913077"><title>QR code to pay order SG482913077</title><rect width="29" height="29" fill="#fff"/></svg>';

export function orderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    kind: 'item',
    variantId: 11,
    quantity: 2,
    unitPrice: 2500,
    base: 5000,
    discount: 500,
    amount: 4500,
    tax: 372,
    product: {
      slug: 'rose-serum',
      name: 'Rose Serum',
      brand: 'Solenne',
      shade: 'Blush',
      size: '30 ml',
      image: '/images/p/skincare/d8c3b8.svg',
    },
    ...overrides,
  };
}

type Overrides = {
  order?: Partial<OrderAnswer['order']>;
  payment?: Partial<OrderAnswer['payment']>;
};

export function orderAnswer(overrides: Overrides = {}): OrderAnswer {
  return {
    order: {
      number: NUMBER,
      state: 'paid',
      view: 'confirmation',
      placedAt: '2026-03-05T06:30:00.000Z',
      country: 'sg',
      delivery: {
        kind: 'standard',
        estimatedFrom: '2026-03-09',
        estimatedTo: '2026-03-11',
        heldUntil: null,
        addressLines: ['Mei Tan', '1 Orchard Road', 'Singapore 238859'],
        store: null,
      },
      recipient: { name: 'Mei Tan', email: 'mei.tan@example.com', mobile: '+65 8123 4567' },
      fulfilment: {
        state: 'none',
        shippedAt: null,
        deliveredAt: null,
        readyAt: null,
        collectedAt: null,
      },
      retryUntil: null,
      cancelMessage: null,
      backInBag: null,
      lines: [
        orderLine(),
        orderLine({
          kind: 'sample',
          variantId: 99,
          quantity: 1,
          unitPrice: 0,
          base: 0,
          discount: 0,
          amount: 0,
          tax: 0,
          product: { ...orderLine().product, slug: 'tiny-serum', name: 'Tiny Serum', shade: null },
        }),
      ],
      summary: {
        subtotal: 5000,
        discount: 500,
        beforeTax: 4495,
        tax: 405,
        taxPercent: 9,
        shipping: 400,
        giftCard: 0,
        pointsEarned: 45,
        total: 4900,
        currency: 'SGD',
        promoCode: 'BEAUTY10',
      },
      retryMethods: [],
      ...overrides.order,
    },
    payment: {
      method: 'card',
      kind: 'card',
      status: 'succeeded',
      amount: 4900,
      currency: 'SGD',
      expiresAt: '2026-03-05T07:00:00.000Z',
      card: { brand: 'visa', last4: '4242' },
      qr: null,
      virtualAccount: null,
      declineMessage: null,
      ...overrides.payment,
    },
  };
}

/** A PayNow QR waiting, expiring at `expiresAt`. */
export function qrAnswer(
  expiresAt: string,
  state: 'payment_pending' | 'payment_expired' = 'payment_pending',
) {
  return orderAnswer({
    order: { state, view: 'payment_instruction' },
    payment: {
      method: 'paynow',
      kind: 'qr',
      status: state === 'payment_pending' ? 'pending' : 'expired',
      expiresAt,
      card: null,
      qr: state === 'payment_pending' ? { payload: '000201', svg: QR_SVG } : null,
    },
  });
}
