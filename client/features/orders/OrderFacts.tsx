import type { ReactNode } from 'react';
import type { OrderAnswer } from '../../api/order-contract';
import { useSite } from '../../app/site-context';
import { KeepWords } from '../../components/KeepWords';
import { withCountry } from '../../lib/address-country';
import { formatDateSpan, formatSiteDate, siteTime } from '../../lib/format-dates';
import { statusLabel } from '../../lib/orders/status-label';
import type { Country } from '../../lib/sites';
import { paymentMethodWords } from './payment-words';

function Fact(props: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{props.term}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

/** The fulfilment step an order has reached, with its day, or nothing before the first. */
function fulfilmentWords(order: OrderAnswer['order'], site: Parameters<typeof siteTime>[1]) {
  const { state, shippedAt, deliveredAt, readyAt, collectedAt } = order.fulfilment;
  const at = {
    none: null,
    shipped: shippedAt,
    delivered: deliveredAt,
    ready_for_collection: readyAt,
    collected: collectedAt,
  }[state];
  return state === 'none' || !at
    ? null
    : { state, date: siteTime(at, site, { dateStyle: 'medium' }) };
}

/**
 * An order's facts: number and date, its state in words,
 * delivery option and estimate, recipient, the address it goes to or the store that holds it
 * (click and collect, with the last day it is held), and how it was paid.
 */
export function OrderFacts({ answer }: { answer: OrderAnswer }) {
  const site = useSite();
  const { t, locale } = site;
  const { order, payment } = answer;
  const { delivery } = order;
  const collect = delivery.kind === 'click_and_collect';
  const fulfilment = fulfilmentWords(order, site);
  return (
    <section className="order-facts" aria-labelledby="order-facts-title">
      <h2 id="order-facts-title">{t('order.details.title')}</h2>
      <dl>
        <Fact term={t('order.details.number')}>{order.number}</Fact>
        <Fact term={t('order.details.date')}>{siteTime(order.placedAt, site)}</Fact>
        <Fact term={t('order.details.status')}>
          {t(statusLabel(order.state, order.fulfilment.state, delivery.kind))}
          {fulfilment ? (
            <>
              <br />
              {t(`order.fulfilment.${fulfilment.state}`, { date: fulfilment.date })}
            </>
          ) : null}
        </Fact>
        <Fact term={t('order.details.delivery')}>{t(`order.deliveryKinds.${delivery.kind}`)}</Fact>
        <Fact term={t(collect ? 'order.details.estimatedCollect' : 'order.details.estimated')}>
          {formatDateSpan(delivery.estimatedFrom, delivery.estimatedTo, locale)}
        </Fact>
        <Fact term={t('order.details.recipient')}>
          {order.recipient.name}
          <br />
          {order.recipient.email}
          <br />
          {order.recipient.mobile}
        </Fact>
        <Fact term={t(collect ? 'order.details.store' : 'order.details.address')}>
          {delivery.store ? (
            <>
              <KeepWords text={delivery.store.name} />
              <br />
            </>
          ) : null}
          {(collect
            ? delivery.addressLines
            : withCountry(delivery.addressLines, t(`countries.${order.country as Country}`))
          ).map((line, index) => (
            <span key={index} className="order-address-line">
              <KeepWords text={line} />
            </span>
          ))}
          {delivery.heldUntil ? (
            <strong className="order-held">
              {t('order.details.heldUntil', { date: formatSiteDate(delivery.heldUntil, locale) })}
            </strong>
          ) : null}
        </Fact>
        <Fact term={t('order.details.payment')}>{paymentMethodWords(payment, t)}</Fact>
      </dl>
    </section>
  );
}
