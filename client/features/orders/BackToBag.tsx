import type { OrderAnswer } from '../../api/order-contract';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';

/** What a part of an order page is given: the order and its payment, and how to write money. */
export interface OrderPartProps {
  answer: OrderAnswer;
  money: (minor: number) => string;
}

/** The way back to the bag, from an order that can no longer be paid. */
export function BackToBag() {
  const { t } = useSite();
  return (
    <p>
      <Link className="button" href="/cart">
        {t('order.backToBag')}
      </Link>
    </p>
  );
}
