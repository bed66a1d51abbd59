import {
  SANDBOX_ORDER_TOKEN_HASH,
  SANDBOX_ORDERS,
  type SandboxOrder,
} from '../../../client/lib/orders/sandbox-orders';
import { estimateDelivery } from '../../../client/lib/orders/delivery';
import { priceBag } from '../../../client/lib/pricing/price-bag';
import { SITES } from '../../../client/lib/sites';
import { qrPayload } from '../../payments/emvco';
import type { Catalogue } from './catalogue';
import { insert } from './sql';

/**
 * The developer sandbox's orders, one per page of routes/shared/sandbox-pages.ts, in
 * the states those pages show: real rows of the orders tables, priced by `priceBag` from two
 * catalogue items each, opened by the sandbox's public token (client/lib/orders/sandbox-orders.ts).
 * They hold no stock (`stock = 'released'`), so the expiry job, which only moves orders that
 * hold stock, never touches them, and the pending ones stay pending: fixtures, not shop orders.
 */

export const ORDER_TABLES = [
  'payment_events',
  'sandbox_payments',
  'promotion_redemptions',
  'payment_attempts',
  'order_lines',
  'orders',
] as const;

const PLACED_AT = new Date('2026-11-01T03:00:00.000Z');
/** Pending fixtures stay payable: their QR or account expires far in the future. */
const FAR = '2099-12-31T00:00:00.000Z';

function axes(order: SandboxOrder) {
  const at = PLACED_AT.toISOString();
  switch (order.state) {
    case 'paid':
      return {
        status: 'placed',
        cancel_reason: null,
        payment: 'paid',
        risk: 'none',
        stock: 'committed',
        paid_at: at,
        cancelled_at: null,
        attempt: 'succeeded',
        decline: null,
      };
    case 'payment_failed':
      return {
        status: 'cancelled',
        cancel_reason: 'payment_failed',
        payment: 'failed',
        risk: 'none',
        stock: 'released',
        paid_at: null,
        cancelled_at: at,
        attempt: 'failed',
        decline: 'card_declined',
      };
    case 'payment_blocked':
      return {
        status: 'cancelled',
        cancel_reason: 'payment_blocked',
        payment: 'refunded',
        risk: 'rejected',
        stock: 'released',
        paid_at: null,
        cancelled_at: at,
        attempt: 'refunded',
        decline: null,
      };
    case 'payment_pending':
      return {
        status: 'placed',
        cancel_reason: null,
        payment: 'pending',
        risk: 'none',
        stock: 'released',
        paid_at: null,
        cancelled_at: null,
        attempt: 'pending',
        decline: null,
      };
  }
}

export function sandboxOrderStatements(catalogue: Catalogue): string[] {
  const statements: string[] = [];
  for (const [index, order] of SANDBOX_ORDERS.entries()) {
    const site = SITES[order.country];
    const offers = catalogue.offers
      .filter((offer) => offer.country === order.country && offer.stock > 0)
      .slice(index * 2, index * 2 + 2);
    const variantOf = (id: number) => catalogue.variants.find((variant) => variant.id === id)!;
    const priced = priceBag({
      bag: {
        lines: offers.map((offer, position) => ({
          id: position + 1,
          variantId: offer.variant_id,
          productId: variantOf(offer.variant_id).product_id,
          brandId: 0,
          brandName: '',
          categoryIds: [],
          quantity: 1,
          unitPrice: offer.price_minor,
          houseBrand: false,
          nonDiscountable: false,
          clickAndCollectOnly: false,
          purchasability: 'purchasable',
          stock: offer.stock,
          maxPerOrder: 6,
          brandLimit: null,
          bundleId: null,
        })),
        bundles: [],
        promotionId: null,
        samples: [],
        gifts: [],
        fulfilment: order.delivery === 'click_and_collect' ? 'collect' : 'delivery',
        credit: 0,
      },
      shopper: {
        kind: 'guest',
        tier: null,
        isEmployee: false,
        placedOrders: 0,
        redeemedPromotionIds: [],
        birthdayMonth: false,
      },
      site: {
        country: order.country,
        currency: site.currency,
        taxPercent: site.taxPercent,
        shippingFee: site.shippingFeeMinor,
        expressFee: site.expressFeeMinor,
        freeShippingThreshold: site.freeShippingMinor,
      },
      promotions: [],
      samples: [],
      giftOffers: [],
      now: PLACED_AT.toISOString(),
    });
    const state = axes(order);
    const estimate = estimateDelivery(order.country, order.delivery, PLACED_AT);
    const collect = order.delivery === 'click_and_collect';
    const orderId = `(SELECT id FROM orders WHERE number = '${order.number}')`;
    statements.push(
      insert('orders', {
        number: order.number,
        country: order.country,
        language: site.languages[0],
        currency: site.currency,
        email_key: `sandbox-${order.country}@example.com`,
        access_hash: SANDBOX_ORDER_TOKEN_HASH,
        bag_signature: `sandbox-${order.number}`.padEnd(64, '0'),
        status: state.status,
        cancel_reason: state.cancel_reason,
        payment: state.payment,
        risk: state.risk,
        stock: state.stock,
        retry_until: state.payment === 'failed' ? PLACED_AT.toISOString() : null,
        delivery_kind: order.delivery,
        store_id: collect ? '__STORE__' : null,
        address: collect
          ? null
          : JSON.stringify({
              recipient: 'Sandbox Shopper',
              line1: '1 Sandbox Street',
              postcode: '',
            }),
        contact: JSON.stringify({
          email: `sandbox-${order.country}@example.com`,
          firstName: 'Sandbox',
          lastName: 'Shopper',
          mobile: '+65 8000 0000',
        }),
        summary: JSON.stringify({
          subtotal: priced.totals.subtotal,
          discount: priced.totals.discount,
          beforeTax: priced.totals.beforeTax,
          tax: priced.totals.tax,
          taxPercent: priced.totals.taxPercent,
          shipping: priced.totals.shipping,
          giftCard: 0,
          pointsEarned: priced.pointsToEarn,
          total: priced.totals.total,
          currency: site.currency,
          promoCode: null,
        }),
        estimated_from: estimate.from,
        estimated_to: estimate.to,
        total_minor: priced.totals.total,
        placed_at: PLACED_AT.toISOString(),
        paid_at: state.paid_at,
        cancelled_at: state.cancelled_at,
        updated_at: PLACED_AT.toISOString(),
      }).replace(
        `'__STORE__'`,
        `(SELECT id FROM stores WHERE country = '${order.country}' AND click_and_collect = 1 ORDER BY position LIMIT 1)`,
      ),
    );
    for (const [position, line] of priced.lines.entries()) {
      const variant = variantOf(line.variantId);
      statements.push(
        insert('order_lines', {
          order_id: '__ORDER__',
          kind: 'item',
          variant_id: line.variantId,
          product_id: variant.product_id,
          quantity: line.quantity,
          unit_price_minor: line.unitPrice,
          base_minor: line.base,
          discount_minor: line.staffDiscount + line.codeDiscount,
          amount_minor: line.amount,
          tax_minor: line.tax,
          stock_source: 'offer',
          source_id: null,
          display: JSON.stringify({
            slug: '',
            name: variant.sku,
            brand: '',
            shade: variant.shade_name,
            size: variant.size_label,
            image: '',
          }),
          position,
        }).replace(`'__ORDER__'`, orderId),
      );
    }
    const qr =
      order.method === 'duitnow' || order.method === 'qrph' || order.method === 'promptpay'
        ? qrPayload({
            scheme: order.method,
            amountMinor: priced.totals.total,
            currency: site.currency,
            reference: order.number,
            expiresAt: new Date(FAR),
            merchant: {
              name: `Beauty Storefront ${order.country.toUpperCase()}`,
              city: 'Sandbox',
              id: SANDBOX_MERCHANT_IDS[order.country] ?? '',
            },
          })
        : null;
    statements.push(
      insert('payment_attempts', {
        order_id: '__ORDER__',
        attempt_no: 1,
        method: order.method,
        status: state.attempt,
        amount_minor: priced.totals.total,
        currency: site.currency,
        provider_key: `${order.number}-1`,
        psp_reference:
          order.state === 'payment_pending' && order.method === 'card'
            ? null
            : `sbx_seed_${order.number.toLowerCase()}`,
        decline_code: state.decline,
        card_brand: order.method === 'card' && order.state !== 'payment_pending' ? 'visa' : null,
        card_last4: order.method === 'card' && order.state !== 'payment_pending' ? '4242' : null,
        qr_payload: qr,
        va_bank: order.method === 'va_bca' ? 'bca' : null,
        va_number: order.method === 'va_bca' ? `70012${order.number.slice(2)}` : null,
        expires_at: order.state === 'payment_pending' ? FAR : PLACED_AT.toISOString(),
        created_at: PLACED_AT.toISOString(),
        updated_at: PLACED_AT.toISOString(),
      }).replace(`'__ORDER__'`, orderId),
    );
  }
  return statements;
}

/** Merchant ids of the QR schemes the pending fixtures use (the sandbox provider's format). */
const SANDBOX_MERCHANT_IDS: Partial<Record<string, string>> = {
  my: '601234567890',
  ph: 'PH0987654321',
  th: '010555012345601',
};
