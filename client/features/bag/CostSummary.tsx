import type { PricedBag } from '../../api/bag-contract';
import { useRoute } from '../../app/router';
import { useT } from '../../app/site-context';
import { summaryLines, type SummaryLine } from '../../lib/pricing/summary-lines';
import { Link } from '../../components/Link';
import { useUser } from '../../app/use-user';

/**
 * The cost summary (docs/business-rules.md#tax): its lines and their order are summaryLines'
 * (subtotal, the discounts there are, shipping, the price before tax and the tax in it with
 * its rate, total), then the points the order earns (a member's; a guest is asked to join or
 * sign in to earn them) and those its Beauty Pass rewards use. While a change is on its way the
 * figures are the bag's before it: marked busy and dimmed until the answer replaces them.
 */
export function CostSummary(props: {
  bag: PricedBag;
  money: (minor: number) => string;
  updating: boolean;
}) {
  const t = useT();
  const { path } = useRoute();
  const user = useUser();
  const { bag, money, updating } = props;
  const { totals } = bag;
  const lines = summaryLines({
    subtotal: totals.subtotal,
    staffDiscount: totals.staffDiscount,
    codeDiscount: totals.codeDiscount,
    shipping: totals.shipping,
    beforeTax: totals.beforeTax,
    tax: totals.tax,
    taxPercent: totals.taxPercent,
    total: totals.total,
    pointsEarned: bag.pointsToEarn,
    pointsRedeemed: bag.rewards.points,
  });
  const row = ({ kind, value }: SummaryLine): [string, string] | null => {
    switch (kind) {
      case 'subtotal':
        return [t('bagPage.summary.subtotal'), money(value)];
      case 'staffDiscount':
        return [t('bagPage.summary.staffDiscount'), `−${money(value)}`];
      case 'codeDiscount':
        return [
          t('bagPage.summary.codeDiscount', { code: bag.promo?.code ?? '' }),
          `−${money(value)}`,
        ];
      case 'shipping':
        return [
          t('bagPage.summary.shipping'),
          value > 0 ? money(value) : t('bagPage.summary.shippingFree'),
        ];
      case 'beforeTax':
        return [t('bagPage.summary.beforeTax'), money(value)];
      case 'tax':
        return [t('bagPage.summary.tax', { percent: totals.taxPercent }), money(value)];
      default:
        // The total closes the list; points are sentences under it.
        return null;
    }
  };
  const rows = lines.map(row).filter((entry) => entry !== null);
  const points = (kind: SummaryLine['kind']) => lines.find((entry) => entry.kind === kind)?.value;
  const earned = points('pointsEarned');
  const redeemed = points('pointsRedeemed');
  return (
    <section
      className={`cost-summary${updating ? ' is-updating' : ''}`}
      aria-labelledby="cost-summary-title"
      aria-busy={updating}
    >
      <h2 id="cost-summary-title">{t('bagPage.summary.title')}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="cost-total">
          <dt>{t('bagPage.summary.total')}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
      {earned && user.data ? (
        <p className="cost-points">
          {user.data.signedIn ? (
            t('bagPage.summary.points', { points: earned })
          ) : (
            // A guest's order earns nothing (docs/business-rules.md#guest-orders-and-claiming):
            // the points are the reason to join.
            <Link href={`/sign_in?mode=sign-up&return_to=${encodeURIComponent(path)}`}>
              {t('bagPage.summary.pointsGuest', { points: earned })}
            </Link>
          )}
        </p>
      ) : null}
      {redeemed ? (
        <p className="cost-points">{t('bagPage.summary.pointsRedeemed', { points: redeemed })}</p>
      ) : null}
    </section>
  );
}
