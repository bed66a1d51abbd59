import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Activity, HoldAnswer, Reservation } from '../../api/booking-contract';
import { bookingCalls, bookingKeys, refusalCode } from '../../api/booking-queries';
import { ApiRequestError } from '../../api/client';
import { storeQueries } from '../../api/store-queries';
import { useRoute, useRouter } from '../../app/router';
import { useSite } from '../../app/site-context';
import { useUser } from '../../app/use-user';
import { FormMessage } from '../../components/fields';
import { readSlotQuery, slotPath } from '../../lib/booking-states';
import { useHydrated, useNow, useSelectedStoreQuery } from './use-visitor';
import { AppPrompt } from './AppPrompt';
import { bookingWhen } from './booking-format';
import { codeMessage } from './booking-refusal';
import { BookingLinks, BookingSummary } from './BookingSummary';
import { ContactForm } from './ContactForm';
import { ProviderStart } from './ProviderStart';
import { SlotPicker, type PickedSlot } from './SlotPicker';
import { useSend } from './use-send';

type Step =
  | { name: 'choose' }
  | { name: 'details'; slot: PickedSlot; hold: HoldAnswer['hold'] }
  | { name: 'done'; reservation: Reservation };

/** The sign-in page that comes back to this activity with the slot chosen. */
function signInHref(path: string, search: string, slot: PickedSlot): string {
  // This page's own path: the sign-in page makes any return_to safe again when it reads it.
  return `/sign_in?return_to=${encodeURIComponent(slotPath(path, slot, search))}`;
}

/**
 * The booking flow of an activity page: choose a store, day, time and artist; the time is held
 * (POST reservation-service/holds, 5 minutes); the contact and answers; confirm; the
 * acknowledgement. Focus moves to each new step's heading. It needs the browser's clock (the
 * store's next 14 days) and the visitor (signed in, tier, selected store), so it renders after
 * hydration only: the activity page's HTML is shared, with nothing personal in it.
 *
 * A guest who presses Book goes to sign in, and comes back to this page with the slot in its
 * query, chosen again. An app-only activity shows the app prompt instead; an invitation-only
 * event says why a member below Gold cannot book it, before they try. A service of the external
 * provider goes on to the provider's page (./ProviderStart.tsx).
 */
export function BookingFlow({ activity }: { activity: Activity }) {
  const site = useSite();
  const { t, locale } = site;
  const router = useRouter();
  const { path, search } = useRoute();
  const hydrated = useHydrated();
  const now = useNow();
  const user = useUser();
  const queryClient = useQueryClient();
  const stores = useQuery(storeQueries.stores(site.api, site));
  const selected = useSelectedStoreQuery();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [last, setLast] = useState<PickedSlot>();
  const [problem, setProblem] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const message = useRef<HTMLDivElement>(null);
  const advanced = useRef(false);

  useEffect(() => {
    if (advanced.current) heading.current?.focus();
  }, [step]);
  useEffect(() => {
    if (problem) message.current?.focus();
  }, [problem]);

  const go = (next: Step) => {
    advanced.current = true;
    setStep(next);
  };
  const reloadTimes = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: bookingKeys.slotsOf(site, activity.id) });
  }, [queryClient, site, activity.id]);

  const hold = useSend(
    (slot: PickedSlot) =>
      bookingCalls.hold(site.api, {
        activityId: activity.id,
        storeId: slot.storeId,
        start: slot.start,
        artistId: slot.artistId,
      }),
    {
      done: (answer, slot) => go({ name: 'details', slot, hold: answer.hold }),
      refused: (error, slot) => {
        if (error instanceof ApiRequestError && error.status === 401) {
          router.navigate(signInHref(path, search, slot));
          return;
        }
        const code = refusalCode(error);
        if (code === 'NO_SLOTS') reloadTimes();
        setProblem(
          codeMessage(code, t) ??
            (error instanceof ApiRequestError && error.body && error.status < 500
              ? error.body.message
              : t('errors.server')),
        );
      },
    },
  );

  const onNoSlots = useCallback(() => {
    reloadTimes();
    setProblem(t('booking.errors.noSlots'));
    advanced.current = true;
    setStep({ name: 'choose' });
  }, [reloadTimes, t]);

  if (activity.appOnly) return <AppPrompt message={t('booking.flow.appPrompt')} />;
  const offered = (stores.data?.items ?? []).filter((store) =>
    activity.storeIds.includes(store.id),
  );
  if (stores.data && offered.length === 0) return <p>{t('booking.flow.noStores')}</p>;
  const member = user.data;
  if (activity.invitationOnly && member?.signedIn && member.tier && member.tier !== 'gold')
    return <FormMessage id="booking-message" text={t('booking.errors.invitationOnly')} />;
  const settled = selected.isSuccess || selected.isError || site.preview;
  if (!hydrated || !now || !stores.data || !settled)
    return <p className="loading">{t('common.loading')}</p>;

  if (step.name === 'done')
    return (
      <section className="booking-step" aria-labelledby="booking-step-title">
        <h2 id="booking-step-title" ref={heading} tabIndex={-1}>
          {t('booking.flow.doneTitle')}
        </h2>
        <BookingSummary reservation={step.reservation} />
        <BookingLinks reservation={step.reservation} />
      </section>
    );

  if (step.name === 'details')
    return (
      <section className="booking-step" aria-labelledby="booking-step-title">
        <h2 id="booking-step-title" ref={heading} tabIndex={-1}>
          {t('booking.flow.detailsTitle')}
        </h2>
        <p className="booking-held">
          {t('booking.flow.held', {
            time: bookingWhen(step.hold.start, step.slot.timeZone, locale),
          })}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setProblem(undefined);
              go({ name: 'choose' });
            }}
          >
            {t('booking.flow.changeTime')}
          </button>
        </p>
        <ContactForm
          activityId={activity.id}
          slot={step.slot}
          holdId={step.hold.id}
          onBooked={(reservation) => {
            reloadTimes();
            go({ name: 'done', reservation });
          }}
          onNoSlots={onNoSlots}
          onSignedOut={() => router.navigate(signInHref(path, search, step.slot))}
        />
      </section>
    );

  const query = readSlotQuery(search);
  const preferred = [last?.storeId, query.storeId, selected.data?.storeId ?? undefined].find(
    (id) => id !== undefined && activity.storeIds.includes(id),
  );
  if (activity.provider !== 'store')
    return (
      <section className="booking-step" aria-labelledby="booking-step-title">
        <h2 id="booking-step-title">{t('booking.flow.title')}</h2>
        <ProviderStart activityId={activity.id} stores={offered} storeId={preferred} />
      </section>
    );
  return (
    <section className="booking-step" aria-labelledby="booking-step-title">
      <h2 id="booking-step-title" ref={heading} tabIndex={-1}>
        {t('booking.flow.title')}
      </h2>
      <SlotPicker
        activity={activity}
        stores={offered}
        initial={last ?? { ...query, storeId: preferred }}
        now={now}
        submitLabel={hold.sending ? t('booking.flow.holding') : t('booking.flow.book')}
        sending={hold.sending}
        problem={problem}
        messageRef={message}
        onPick={(slot) => {
          setLast(slot);
          setProblem(undefined);
          if (member && !member.signedIn) router.navigate(signInHref(path, search, slot));
          else void hold.run(slot);
        }}
      />
    </section>
  );
}
