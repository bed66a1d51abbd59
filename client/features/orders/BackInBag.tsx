import type { OrderAnswer } from '../../api/order-contract';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { BackToBag } from './BackToBag';

/**
 * An order that can no longer be paid (its time ran out, its card failed for good) gave its
 * items back to the bag (worker/orders/rebag.ts): the page says so, names what could not go
 * back (not enough stock), and offers to pay another way (checkout, with the bag as it is
 * now). Before the order is closed (the page's clock ran out before the server's answer)
 * there is only the way back to the bag.
 */
export function BackInBag({ order }: { order: OrderAnswer['order'] }) {
  const { t } = useSite();
  const back = order.backInBag;
  if (!back) return <BackToBag />;
  const someBack = back.some((row) => row.returned > 0);
  const missing = back.filter((row) => row.returned < row.ordered);
  const nameOf = (variantId: number) =>
    order.lines.find((line) => line.kind === 'item' && line.variantId === variantId)?.product
      .name ?? '';
  return (
    <div className="order-back-in-bag">
      <p className="order-notice">
        {t(
          !someBack
            ? 'order.backInBag.none'
            : missing.length
              ? 'order.backInBag.some'
              : 'order.backInBag.all',
        )}
      </p>
      {someBack && missing.length ? (
        <ul>
          {missing.map((row) => (
            <li key={row.variantId}>
              {t('order.backInBag.missing', {
                name: nameOf(row.variantId),
                count: row.ordered - row.returned,
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="order-actions">
        {someBack ? (
          <Link className="button" href="/checkout">
            {t('order.payAnotherWay')}
          </Link>
        ) : null}{' '}
        <Link className={someBack ? 'link' : 'button'} href="/cart">
          {t('order.backToBag')}
        </Link>
      </p>
    </div>
  );
}
