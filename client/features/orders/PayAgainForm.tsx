import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { ApiRequestError } from '../../api/client';
import { orderCalls } from '../../api/order-queries';
import { queryKeys } from '../../api/query-keys';
import { newIdempotencyKey } from '../../api/shopper-queries';
import { useSite } from '../../app/site-context';
import { FormMessage } from '../../components/fields';
import { useForm } from '../../components/use-form';
import type { PaymentMethod } from '../../lib/orders/payment-methods';
import type { OrderPartProps } from './BackToBag';
import { CardFields } from '../checkout/CardFields';
import { cardErrors, cardInput, EMPTY_CARD, type CardValues } from '../checkout/card';
import { siteTime } from '../../lib/format-dates';

/** A new decline, which the API answers as an order: the form says it as a refusal. */
class Declined extends Error {}

/**
 * Paying a declined order again while it still holds its items (payment_failed_with_inventory,
 * until `retryUntil`): the methods the API offers, checkout's card form when card is chosen, one
 * idempotency key per press of "Pay". The order the API answers replaces the page's: a paid
 * one, or a QR to scan, moves the page to its alias (./use-order.ts); a new decline is said
 * here, focus on it.
 */
export function PayAgainForm({ answer, money }: OrderPartProps) {
  const site = useSite();
  const { t } = site;
  const client = useQueryClient();
  const { order } = answer;
  const { values, set, problem, sending, submit, form, message } = useForm({
    initial: (): CardValues & { method: PaymentMethod } => ({
      method: order.retryMethods[0] ?? 'card',
      ...EMPTY_CARD,
    }),
    check: (values) => (values.method === 'card' ? cardErrors(values, new Date(), t) : {}),
    // A refusal is the form's message, whatever field it names.
    fields: [],
    send: async (values) => {
      const next = await orderCalls.retryPayment(
        { api: site.api, client },
        newIdempotencyKey(),
        order.number,
        values.method === 'card'
          ? { paymentMethod: values.method, card: cardInput(values) }
          : { paymentMethod: values.method },
      );
      client.setQueryData(queryKeys.order(site, order.number), next);
      if (next.order.view === 'payment_failed')
        throw new Declined(next.payment.declineMessage ?? t('order.retry.failed'));
    },
    refusal: (error) => ({
      fields: {},
      rules: [],
      form:
        error instanceof Declined
          ? error.message
          : error instanceof ApiRequestError && error.body?.message
            ? error.body.message
            : t('order.retry.failed'),
    }),
  });
  const id = useId();

  return (
    <section className="order-retry" aria-labelledby="order-retry-title">
      <h2 id="order-retry-title">{t('order.retry.title')}</h2>
      {order.retryUntil ? (
        <p>
          {t('order.retry.until', {
            time: siteTime(order.retryUntil, site, { timeStyle: 'short' }),
          })}
        </p>
      ) : null}
      <FormMessage id="order-retry-message" messageRef={message} text={problem.form} />
      <form ref={form} className="account-form" noValidate onSubmit={submit}>
        <fieldset className="choice-group">
          <legend>{t('order.retry.method')}</legend>
          <div className="choices">
            {order.retryMethods.map((choice) => (
              <div key={choice} className="field-check">
                <input
                  id={`${id}-${choice}`}
                  type="radio"
                  name="paymentMethod"
                  value={choice}
                  checked={values.method === choice}
                  onChange={() => set('method', choice)}
                />
                <label htmlFor={`${id}-${choice}`}>{t(`order.methods.${choice}`)}</label>
              </div>
            ))}
          </div>
        </fieldset>
        {values.method === 'card' ? (
          // The fields' problems are the card check's: a press that passes it clears them
          // while it pays.
          <CardFields card={values} errors={sending ? {} : problem.fields} onChange={set} />
        ) : null}
        <p>
          <button type="submit" className="button" aria-disabled={sending || undefined}>
            {sending
              ? t('order.retry.sending')
              : t('order.retry.submit', { amount: money(order.summary.total) })}
          </button>
        </p>
      </form>
    </section>
  );
}
