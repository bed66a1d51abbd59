import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../api/client';
import { orderCalls } from '../../api/order-queries';
import { queryKeys } from '../../api/query-keys';
import { newIdempotencyKey } from '../../api/shopper-queries';
import { useSite } from '../../app/site-context';
import type { PaymentMethod } from '../../lib/orders/payment-methods';
import type { OrderPartProps } from './BackToBag';
import { CardFields } from '../checkout/CardFields';
import { cardErrors, cardInput, EMPTY_CARD, type CardValues } from '../checkout/card';
import type { FieldErrors } from '../checkout/check-form';
import { siteTime } from '../../lib/format-dates';

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
  const [method, setMethod] = useState<PaymentMethod>(order.retryMethods[0] ?? 'card');
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [wrong, setWrong] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<{ text?: string; serial: number }>({ serial: 0 });
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const message = useRef<HTMLDivElement>(null);
  const id = useId();

  // After a refused press, focus goes where the shopper must act: the message, else a field.
  useEffect(() => {
    if (!problem.serial) return;
    if (problem.text) message.current?.focus();
    else form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problem]);

  const refuse = (text?: string) => setProblem((current) => ({ text, serial: current.serial + 1 }));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problems = method === 'card' ? cardErrors(card, new Date(), t) : {};
    setWrong(problems);
    if (Object.keys(problems).length) {
      refuse();
      return;
    }
    setSending(true);
    try {
      const next = await orderCalls.retryPayment(
        { api: site.api, client },
        newIdempotencyKey(),
        order.number,
        method === 'card'
          ? { paymentMethod: method, card: cardInput(card) }
          : { paymentMethod: method },
      );
      client.setQueryData(queryKeys.order(site, order.number), next);
      if (next.order.view === 'payment_failed')
        refuse(next.payment.declineMessage ?? t('order.retry.failed'));
    } catch (error) {
      refuse(
        error instanceof ApiRequestError && error.body?.message
          ? error.body.message
          : t('order.retry.failed'),
      );
    } finally {
      setSending(false);
    }
  };

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
      {problem.text ? (
        <div ref={message} tabIndex={-1} className="form-message is-error" id="order-retry-message">
          <p>{problem.text}</p>
        </div>
      ) : null}
      <form ref={form} className="account-form" noValidate onSubmit={(event) => void submit(event)}>
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
                  checked={method === choice}
                  onChange={() => setMethod(choice)}
                />
                <label htmlFor={`${id}-${choice}`}>{t(`order.methods.${choice}`)}</label>
              </div>
            ))}
          </div>
        </fieldset>
        {method === 'card' ? (
          <CardFields
            card={card}
            errors={wrong}
            onChange={(field, value) => setCard((current) => ({ ...current, [field]: value }))}
          />
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
