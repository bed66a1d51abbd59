import type { PricedBag } from '../../api/bag-contract';
import { useT } from '../../app/site-context';
import { Link } from '../../components/Link';
import { LineProduct, rewardFigure } from '../bag/BagLineItem';
import { CostSummary } from '../bag/CostSummary';

/**
 * Review: the bag as the pricing function priced it for the chosen delivery (the checkout
 * answer's), line by line (a Beauty Pass reward with its points instead of a price) with any
 * problem that stops placement, then the bag's own cost summary (subtotal, discounts, price
 * before tax, tax with its rate, shipping, total, points earned and redeemed). Busy while the
 * answer for a newly chosen option is on its way.
 */
export function ReviewStep(props: {
  bag: PricedBag;
  money: (minor: number) => string;
  updating: boolean;
}) {
  const t = useT();
  const { bag, money } = props;
  return (
    <section className="checkout-review" aria-labelledby="checkout-review-title">
      <h2 id="checkout-review-title">{t('checkoutPage.review.title')}</h2>
      <ul className="checkout-lines" aria-busy={props.updating}>
        {bag.lines.map((line) => (
          <li key={line.id} className="bag-line">
            <LineProduct product={line.product} headingLevel={3} />
            {line.kind === 'reward' ? (
              <p className="checkout-line-figures">{rewardFigure(t, line)}</p>
            ) : (
              <p className="checkout-line-figures">
                <span>{t('bagPage.line.quantity', { quantity: line.quantity })}</span>{' '}
                <strong>{money(line.amount)}</strong>
              </p>
            )}
            {line.problems.length ? (
              <ul className="bag-line-problems">
                {line.problems.map((problem) => (
                  <li key={problem.code} className={problem.blocking ? 'is-blocking' : undefined}>
                    {problem.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <p>
        <Link href="/cart">{t('checkoutPage.review.editBag')}</Link>
      </p>
      <CostSummary bag={bag} money={money} updating={props.updating} />
    </section>
  );
}
