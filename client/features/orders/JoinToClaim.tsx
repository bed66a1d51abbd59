import type { OrderAnswer } from '../../api/order-contract';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { useUser } from '../../app/use-user';

/**
 * A guest's confirmation: the points this order would earn a member, and "Create an account"
 * with the order's e-mail, which then takes the order into the account
 * (worker/orders/claim-order.ts). The link names the order, never the e-mail: the sign-up form
 * reads it from the order, which this browser may see.
 */
export function JoinToClaim({ order }: { order: OrderAnswer['order'] }) {
  const { t } = useSite();
  const user = useUser();
  const points = order.summary.pointsOnJoining ?? 0;
  if (points <= 0 || user.data?.signedIn !== false) return null;
  const back = encodeURIComponent(`/orders/${order.number}`);
  return (
    <section className="order-join" aria-labelledby="order-join-title">
      <p id="order-join-title">{t('order.join.lead', { email: order.recipient.email, points })}</p>
      <p>
        <Link
          className="button"
          href={`/sign_in?mode=sign-up&claim=${order.number}&return_to=${back}`}
        >
          {t('order.join.action')}
        </Link>
      </p>
    </section>
  );
}
