import type { CostSummary } from '../../api/order-contract';
import { useSite } from '../../app/site-context';
import { formatNumber } from '../../lib/format';
import { summaryLines, type SummaryLine } from '../../lib/pricing/summary-lines';

/**
 * The cost summary frozen at placement, its lines and their order as
 * summaryLines decides for every summary: subtotal, discount, shipping, the price before tax and
 * the tax in it with its rate, the gift card redeemed, the total, then the Beauty Pass points
 * the order earns and those its rewards cost. A line that would say zero is not shown.
 */
export function OrderSummary(props: { summary: CostSummary; money: (minor: number) => string }) {
  const { t, locale } = useSite();
  const { summary, money } = props;
  const label = (kind: SummaryLine['kind']): string => {
    switch (kind) {
      // An order keeps one frozen discount: the bag's kinds are not told apart.
      case 'staffDiscount':
      case 'codeDiscount':
      case 'discount':
        return summary.promoCode
          ? t('order.summary.discountCode', { code: summary.promoCode })
          : t('order.summary.discount');
      case 'tax':
        return t('order.summary.tax', { percent: summary.taxPercent });
      case 'pointsEarned':
        return t('order.summary.points');
      default:
        return t(`order.summary.${kind}`);
    }
  };
  const shown = ({ kind, value }: SummaryLine): string => {
    switch (kind) {
      case 'staffDiscount':
      case 'codeDiscount':
      case 'discount':
      case 'giftCard':
        return `−${money(value)}`;
      case 'shipping':
        return value > 0 ? money(value) : t('order.summary.shippingFree');
      case 'pointsEarned':
      case 'pointsRedeemed':
        return formatNumber(value, locale);
      default:
        return money(value);
    }
  };
  const lines = summaryLines({ ...summary, pointsRedeemed: summary.pointsRedeemed ?? 0 });
  return (
    <section className="cost-summary order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('order.summary.title')}</h2>
      <dl>
        {lines.map((line) => (
          <div key={line.kind} className={line.kind === 'total' ? 'cost-total' : undefined}>
            <dt>{label(line.kind)}</dt>
            <dd>{shown(line)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
