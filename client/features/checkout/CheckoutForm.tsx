import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Checkout } from '../../api/order-contract';
import { queryKeys } from '../../api/query-keys';
import { useAnnounce } from '../../app/announcer';
import { useRouter } from '../../app/router';
import { useSite } from '../../app/site-context';
import { fraudToken } from '../../lib/fraud-token';
import { announceBagChange } from '../bag/bag-sync';
import { useMoney } from '../bag/use-money';
import { EMPTY_CARD, type CardValues } from './card';
import { checkForm, type FieldErrors } from './check-form';
import { ContactStep } from './ContactStep';
import { DeliveryStep } from './DeliveryStep';
import { clearDraft, type CheckoutDraft } from './draft';
import { orderBody } from './order-body';
import { PaymentStep } from './PaymentStep';
import { ReviewStep } from './ReviewStep';
import { usePlacement } from './use-placement';
import { usePrefill, type DraftChange } from './use-draft';

/** What went wrong with the last submit: messages by field, and the alert's, if any. */
interface Problem {
  fields: FieldErrors;
  alert: string | null;
}

/**
 * The checkout form: contact, delivery, payment and review as the steps of one page,
 * and "Place order". Problems found before sending are shown by their fields; a refusal of the
 * API is said in the alert (and by the fields it names). Focus goes to the first field to fix,
 * else to the alert.
 */
export function CheckoutForm(props: {
  answer: Checkout;
  updating: boolean;
  draft: CheckoutDraft;
  update: (change: DraftChange) => void;
}) {
  const site = useSite();
  const { t, country } = site;
  const { answer, draft, update } = props;
  const client = useQueryClient();
  const router = useRouter();
  const money = useMoney(answer.bag.totals.currency);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [problem, setProblem] = useState<Problem>({ fields: {}, alert: null });
  const { place, busy } = usePlacement();
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  usePrefill(answer, update);

  useEffect(() => {
    if (!problem.alert && !Object.keys(problem.fields).length) return;
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
    (field ?? alert.current)?.focus();
  }, [problem]);

  const total = answer.bag.totals.total;
  // A new delivery option (or a refreshed bag) changes the total: said once it is known.
  const announce = useAnnounce();
  const shownTotal = useRef(total);
  useEffect(() => {
    if (props.updating || shownTotal.current === total) return;
    shownTotal.current = total;
    announce(t('checkoutPage.totalNow', { total: money(total) }));
  }, [announce, money, props.updating, t, total]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || props.updating) return;
    const fields = checkForm({ draft, card, country, now: new Date() }, t);
    if (Object.keys(fields).length || draft.method === null)
      return setProblem({ fields, alert: null });
    const outcome = await place(
      orderBody({
        draft: { ...draft, method: draft.method },
        card,
        country,
        expectedTotal: total,
        fraudToken: fraudToken(),
      }),
    );
    if (outcome.kind === 'busy') return;
    if (outcome.kind === 'placed') {
      const { order } = outcome.answer;
      clearDraft(country);
      announceBagChange();
      // The bag is now the order: the header's count and the bag's answers are stale. (Not the
      // checkout's own answer, which would show an empty bag before the order page opens.)
      for (const queryKey of [
        queryKeys.bagCount(site),
        queryKeys.cart(site),
        queryKeys.miniBag(site),
      ])
        void client.invalidateQueries({ queryKey });
      return router.navigate(`/orders/${order.number}/${order.view}`);
    }
    const { refusal } = outcome;
    if (refusal.refresh) void client.invalidateQueries({ queryKey: queryKeys.bag(site) });
    setProblem({ fields: refusal.fields, alert: refusal.message });
  };

  return (
    <form ref={form} className="checkout-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <div className="checkout-steps">
        <ContactStep
          values={draft.contact}
          errors={problem.fields}
          member={answer.member}
          onChange={(field, value) =>
            update((current) => ({ contact: { ...current.contact, [field]: value } }))
          }
        />
        <DeliveryStep
          delivery={answer.delivery}
          chosen={draft.delivery}
          address={draft.address}
          sameAsContact={draft.sameAsContact}
          storeId={draft.storeId}
          errors={problem.fields}
          money={money}
          onKind={(kind) => update(() => ({ delivery: kind }))}
          onAddress={(field, value) =>
            update((current) => ({ address: { ...current.address, [field]: value } }))
          }
          onSameAsContact={(sameAsContact) => update(() => ({ sameAsContact }))}
          onStore={(storeId) => update(() => ({ storeId }))}
        />
        <PaymentStep
          methods={answer.paymentMethods}
          chosen={draft.method}
          card={card}
          errors={problem.fields}
          onMethod={(method) => update(() => ({ method }))}
          onCard={(field, value) => setCard((current) => ({ ...current, [field]: value }))}
        />
      </div>
      <div className="checkout-aside">
        <ReviewStep bag={answer.bag} money={money} updating={props.updating} />
        <div className="checkout-submit">
          <div ref={alert} role="alert" tabIndex={-1} className="checkout-alert">
            {problem.alert ? (
              <div className="form-message is-error">
                <p>{problem.alert}</p>
              </div>
            ) : null}
          </div>
          <button type="submit" className="button checkout-place" disabled={busy || props.updating}>
            {busy ? t('checkoutPage.placing') : t('checkoutPage.place', { total: money(total) })}
          </button>
          {props.updating ? <p className="field-hint">{t('checkoutPage.updating')}</p> : null}
        </div>
      </div>
    </form>
  );
}
