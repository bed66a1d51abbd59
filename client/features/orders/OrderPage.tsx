import { useEffect, useRef } from 'react';
import type { OrderAnswer } from '../../api/order-contract';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageFrame } from '../../components/PageFrame';
import { formatMoney } from '../../lib/format';
import { BackInBag } from './BackInBag';
import { JoinToClaim } from './JoinToClaim';
import type { OrderPartProps } from './BackToBag';
import { BuyAgainButton } from './BuyAgainButton';
import { CheckPaymentButton } from './CheckPaymentButton';
import { OrderFacts } from './OrderFacts';
import { OrderLines } from './OrderLines';
import { OrderSummary } from './OrderSummary';
import { PayAgainForm } from './PayAgainForm';
import { QrPayment } from './QrPayment';
import { VirtualAccountPayment } from './VirtualAccountPayment';
import { orderHeading } from './order-heading';
import { orderPath, type AskedView } from './order-views';
import { useOrder } from './use-order';

/** payment_failed: why, and either the pay-again form or the way back to the bag. */
function PaymentFailed({ answer, money }: OrderPartProps) {
  const { order, payment } = answer;
  const retry = order.state === 'payment_failed_with_inventory' && order.retryMethods.length > 0;
  return (
    <>
      {payment.declineMessage ? <p className="order-notice">{payment.declineMessage}</p> : null}
      {order.cancelMessage ? <p className="order-notice">{order.cancelMessage}</p> : null}
      {retry ? <PayAgainForm answer={answer} money={money} /> : <BackInBag order={order} />}
    </>
  );
}

/** What the view asked for shows above the order itself. */
function ViewPart({ asked, answer, money }: OrderPartProps & { asked: AskedView }) {
  const { t } = useSite();
  const { order, payment } = answer;
  switch (asked) {
    case 'payment_instruction':
      return payment.kind === 'virtual_account' ? (
        <VirtualAccountPayment answer={answer} money={money} />
      ) : (
        <QrPayment answer={answer} money={money} />
      );
    case 'payment_pending':
      return order.state === 'payment_expired' ? (
        <BackInBag order={order} />
      ) : (
        <>
          <p className="order-pay-note">{t('order.pay.updates')}</p>
          <CheckPaymentButton number={order.number} />
        </>
      );
    case 'payment_failed':
      return <PaymentFailed answer={answer} money={money} />;
    case 'confirmation':
      return <JoinToClaim order={order} />;
    case 'detail':
      return order.view === 'confirmation' ? null : (
        <p>
          <Link className="button" href={orderPath(order.number, order.view)}>
            {t('order.views.seePayment')}
          </Link>
        </p>
      );
    default:
      return null;
  }
}

/**
 * When the order's state changes the page's heading while it is open (a QR ran out, a payment
 * arrived), focus goes to the new heading, as a page load would put it (README "Focus and
 * announcements"): the part that held focus (the QR's button) is gone, and focus must not
 * fall to <body>.
 */
function useHeadingFocus(title: string) {
  const shown = useRef(title);
  useEffect(() => {
    if (shown.current === title) return;
    shown.current = title;
    const heading = document.getElementById('page-title');
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [title]);
}

function OrderView({ asked, answer }: { asked: AskedView; answer: OrderAnswer }) {
  const { t, locale } = useSite();
  const { currency } = answer.order.summary;
  // Not the bag's useMoney: sharing that module would split the bag's chunk in two.
  const money: OrderPartProps['money'] = (minor) => formatMoney(minor, currency, locale);
  const { order } = answer;
  const heading = orderHeading(asked, answer, t);
  useHeadingFocus(heading.title);
  // Buying again suits an order that is done with, not one still being paid.
  const buyAgain =
    asked === 'detail' ||
    asked === 'confirmation' ||
    (asked === 'payment_failed' && order.state !== 'payment_failed_with_inventory');
  return (
    <PageFrame className="order-page" title={heading.title} lead={heading.lead}>
      <ViewPart asked={asked} answer={answer} money={money} />
      <div className="order-layout">
        <div className="order-main">
          <OrderFacts answer={answer} />
          <OrderLines lines={order.lines} money={money} />
        </div>
        <div className="order-aside">
          <OrderSummary summary={order.summary} money={money} />
          {buyAgain ? <BuyAgainButton number={order.number} /> : null}
        </div>
      </div>
    </PageFrame>
  );
}

/**
 * /orders/{number} and its aliases: the order to its owner, from the route's
 * prefetch; the 404 page for anyone else (the API answers them as for no order at all). An
 * alias the state has moved away from shows nothing of itself while the page moves on.
 */
export function OrderPage({ number, asked }: { number: string; asked: AskedView }) {
  const { t } = useSite();
  const query = useOrder(number, asked);
  const answer = query.data;
  if (answer === null) return <NotFoundPage />;
  if (!answer && query.isError)
    return (
      <PageFrame title={t('order.title', { number })}>
        <div className="empty-state">
          <p>{t('errors.server')}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('errors.retry')}
          </button>
        </div>
      </PageFrame>
    );
  if (!answer || (asked !== 'detail' && asked !== answer.order.view))
    return <p className="loading">{t('common.loading')}</p>;
  return <OrderView asked={asked} answer={answer} />;
}
