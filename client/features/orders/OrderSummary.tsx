import type { CostSummary } from '../../api/order-contract';
import { useSite } from '../../app/site-context';
import { formatNumber } from '../../lib/format';

/**
 * The cost summary frozen at placement (spec §3 Order): subtotal, discount, price before tax,
 * the tax in it with its rate, shipping, the gift card redeemed, the Beauty Pass points the
 * order earns, and the total. Every row is shown, a zero too: it is a receipt. The points its
 * Beauty Pass rewards cost are a row when it had rewards (orders from before rewards have none).
 */
export function OrderSummary(props: { summary: CostSummary; money: (minor: number) => string }) {
  const { t, locale } = useSite();
  const { summary, money } = props;
  const less = (minor: number) => (minor > 0 ? `−${money(minor)}` : money(0));
  const rows: [string, string][] = [
    [t('order.summary.subtotal'), money(summary.subtotal)],
    [
      summary.promoCode
        ? t('order.summary.discountCode', { code: summary.promoCode })
        : t('order.summary.discount'),
      less(summary.discount),
    ],
    [t('order.summary.beforeTax'), money(summary.beforeTax)],
    [t('order.summary.tax', { percent: summary.taxPercent }), money(summary.tax)],
    [
      t('order.summary.shipping'),
      summary.shipping > 0 ? money(summary.shipping) : t('order.summary.shippingFree'),
    ],
    [t('order.summary.giftCard'), less(summary.giftCard)],
    [t('order.summary.points'), formatNumber(summary.pointsEarned, locale)],
    ...(summary.pointsRedeemed
      ? [
          [t('order.summary.pointsRedeemed'), formatNumber(summary.pointsRedeemed, locale)] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <section className="cost-summary order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('order.summary.title')}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="cost-total">
          <dt>{t('order.summary.total')}</dt>
          <dd>{money(summary.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
