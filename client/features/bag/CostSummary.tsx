import type { PricedBag } from '../../api/bag-contract';
import { useRoute } from '../../app/router';
import { useT } from '../../app/site-context';
import { Link } from '../../components/Link';
import { useUser } from '../account/use-user';

/**
 * The cost summary (spec §3 "Cost summary"): subtotal, discount (staff and code), shipping,
 * price before tax, the tax in it with its rate, total, the points the order earns (a member's;
 * a guest is asked to join or sign in to earn them) and those its Beauty Pass rewards use. While a change is on its way the figures are the bag's before it:
 * marked busy and dimmed until the answer replaces them.
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
  const rows: [string, string][] = [
    [t('bagPage.summary.subtotal'), money(totals.subtotal)],
    ...(totals.staffDiscount > 0
      ? [
          [t('bagPage.summary.staffDiscount'), `−${money(totals.staffDiscount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(totals.codeDiscount > 0
      ? [
          [
            t('bagPage.summary.codeDiscount', { code: bag.promo?.code ?? '' }),
            `−${money(totals.codeDiscount)}`,
          ] as [string, string],
        ]
      : []),
    [
      t('bagPage.summary.shipping'),
      totals.shipping > 0 ? money(totals.shipping) : t('bagPage.summary.shippingFree'),
    ],
    [t('bagPage.summary.beforeTax'), money(totals.beforeTax)],
    [t('bagPage.summary.tax', { percent: totals.taxPercent }), money(totals.tax)],
  ];
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
      {bag.pointsToEarn > 0 && user.data ? (
        <p className="cost-points">
          {user.data.signedIn ? (
            t('bagPage.summary.points', { points: bag.pointsToEarn })
          ) : (
            // A guest's order earns nothing (COMMERCE.md): the points are the reason to join.
            <Link href={`/sign_in?mode=sign-up&return_to=${encodeURIComponent(path)}`}>
              {t('bagPage.summary.pointsGuest', { points: bag.pointsToEarn })}
            </Link>
          )}
        </p>
      ) : null}
      {bag.rewards.points > 0 ? (
        <p className="cost-points">
          {t('bagPage.summary.pointsRedeemed', { points: bag.rewards.points })}
        </p>
      ) : null}
    </section>
  );
}
