import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import type { Reservation } from '../../api/booking-contract';
import { bookingCalls, bookingKeys, bookingQueries, refusalCode } from '../../api/booking-queries';
import { ApiRequestError } from '../../api/client';
import { storeQueries } from '../../api/store-queries';
import { useRoute } from '../../app/router';
import { useSite } from '../../app/site-context';
import { FormMessage } from '../../components/fields';
import { Link } from '../../components/Link';
import { NotFoundPage } from '../../components/NotFoundPage';
import { bookingActions } from '../../lib/booking-states';
import { useNow } from './use-visitor';
import { bookingWhen } from './booking-format';
import { codeMessage } from './booking-refusal';
import { BookingLinks, BookingSummary } from './BookingSummary';
import { SlotPicker, type PickedSlot } from './SlotPicker';
import { useSend } from './use-send';

type Mode = 'cancel' | 'reschedule';

const isSignedOut = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/**
 * The page's frame: its one h1 and the lead (components/PageFrame's markup, written here: that
 * module is a chunk of its own shared with other pages, a line of the first load's preload table).
 */
function Frame(props: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="page booking-manage" aria-labelledby="page-title">
      <h1 id="page-title">{props.title}</h1>
      {props.lead ? <p className="lead">{props.lead}</p> : null}
      {props.children}
    </section>
  );
}

/** What went wrong with a change, in the page's words (the spec's sentence for its code). */
function changeProblem(error: unknown, t: ReturnType<typeof useSite>['t']): string {
  const known = codeMessage(refusalCode(error), t);
  if (known) return known;
  if (error instanceof ApiRequestError && error.body && error.status < 500)
    return error.body.message;
  return t('booking.manage.failed');
}

/**
 * /happening/{kind}/cancel/{id} and /happening/services/reschedule/{id}: a booking, to its owner
 * (the route's `load()` answered anyone else with the 404 page, a guest with the sign-in). The
 * booking's details, then a confirm-cancel button or a new time (the booking flow's picker, at
 * the booking's store); the new state is shown, focus on its sentence. An expired booking says
 * the spec's sentence, with no buttons.
 */
export function ManageBooking({ mode, id }: { mode: Mode; id: number }) {
  const site = useSite();
  const { t } = site;
  const { path } = useRoute();
  const query = useQuery(bookingQueries.reservation(site.api, site, id));
  const title = t(mode === 'cancel' ? 'booking.cancelTitle' : 'booking.rescheduleTitle');
  if (query.data === null) return <NotFoundPage />;
  if (!query.data)
    return (
      <Frame title={title}>
        {query.isError ? (
          <div className="empty-state">
            <p>
              {isSignedOut(query.error)
                ? t('errors.sessionExpired')
                : t('booking.manage.loadFailed')}
            </p>
            {isSignedOut(query.error) ? (
              <Link className="button" href={`/sign_in?return_to=${encodeURIComponent(path)}`}>
                {t('nav.signIn')}
              </Link>
            ) : (
              <button type="button" className="button" onClick={() => void query.refetch()}>
                {t('errors.retry')}
              </button>
            )}
          </div>
        ) : (
          <p className="loading">{t('common.loading')}</p>
        )}
      </Frame>
    );
  return (
    <Frame title={title} lead={t('booking.reference', { id: query.data.confirmationNumber })}>
      <Manage mode={mode} reservation={query.data} />
    </Frame>
  );
}

function Manage({ mode, reservation }: { mode: Mode; reservation: Reservation }) {
  const site = useSite();
  const { t, locale } = site;
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const outcome = useRef<HTMLDivElement>(null);
  const message = useRef<HTMLDivElement>(null);
  const actions = bookingActions(reservation);

  useEffect(() => {
    if (done) outcome.current?.focus();
  }, [done]);
  useEffect(() => {
    if (problem) message.current?.focus();
  }, [problem]);

  /** The API's answer is the booking now: the page and the account's list show it. */
  const changed = (next: Reservation, said: string) => {
    queryClient.setQueryData(bookingKeys.reservation(site, next.id), next);
    void queryClient.invalidateQueries({ queryKey: bookingKeys.bookings(site) });
    setProblem(undefined);
    // Focus moves to the sentence (read at once): no announcement besides, said twice.
    setDone(said);
  };
  const refused = (error: unknown) => {
    const code = refusalCode(error);
    if (code === 'BOOKING_EXPIRED')
      void queryClient.invalidateQueries({
        queryKey: bookingKeys.reservation(site, reservation.id),
      });
    if (code === 'NO_SLOTS')
      void queryClient.invalidateQueries({
        queryKey: bookingKeys.slotsOf(site, reservation.activity.id),
      });
    setProblem(changeProblem(error, t));
  };

  const cancel = useSend(() => bookingCalls.cancel(site.api, reservation.id), {
    done: (answer) => changed(answer.reservation, t('booking.manage.cancelled')),
    refused,
  });
  const reschedule = useSend(
    (slot: PickedSlot) =>
      bookingCalls.reschedule(site.api, reservation.id, {
        start: slot.start,
        artistId: slot.artistId,
      }),
    {
      done: (answer) =>
        changed(
          answer.reservation,
          t('booking.manage.rescheduled', {
            time: bookingWhen(answer.reservation.start, answer.reservation.timeZone, locale),
          }),
        ),
      refused,
    },
  );

  return (
    <>
      {done ? <FormMessage id="booking-done" tone="done" messageRef={outcome} text={done} /> : null}
      <BookingSummary reservation={reservation} />
      {actions.expired ? (
        <FormMessage id="booking-expired" text={t('booking.errors.expired')} />
      ) : done ? null : mode === 'cancel' ? (
        actions.cancel ? (
          <div className="booking-cancel">
            <p>{t('booking.manage.cancelAsk')}</p>
            <FormMessage id="booking-message" messageRef={message} text={problem} />
            <p className="form-actions">
              <button
                type="button"
                className="button"
                aria-busy={cancel.sending}
                onClick={() => void cancel.run(undefined)}
              >
                {t('booking.manage.cancelConfirm')}
              </button>
            </p>
          </div>
        ) : (
          <p>{t('booking.errors.cancelled')}</p>
        )
      ) : actions.reschedule ? (
        <Reschedule
          reservation={reservation}
          sending={reschedule.sending}
          problem={problem}
          messageRef={message}
          onPick={(slot) => {
            setProblem(undefined);
            void reschedule.run(slot);
          }}
        />
      ) : (
        <p>
          {t(
            reservation.state === 'cancelled'
              ? 'booking.errors.cancelled'
              : 'booking.errors.serviceOnly',
          )}
        </p>
      )}
      <BookingLinks reservation={reservation} />
    </>
  );
}

/** The reschedule page's picker: the booking's activity at its store, from the clock's today. */
function Reschedule(props: {
  reservation: Reservation;
  sending: boolean;
  problem: string | undefined;
  messageRef: Ref<HTMLDivElement>;
  onPick: (slot: PickedSlot) => void;
}) {
  const site = useSite();
  const { t } = site;
  const now = useNow();
  const stores = useQuery(storeQueries.stores(site.api, site));
  const store = stores.data?.items.find((item) => item.id === props.reservation.store.id);
  if (!now || !store) return <p className="loading">{t('common.loading')}</p>;
  return (
    <section className="booking-step" aria-labelledby="reschedule-title">
      <h2 id="reschedule-title">{t('booking.manage.rescheduleLead')}</h2>
      <SlotPicker
        activity={props.reservation.activity}
        stores={[store]}
        initial={{ storeId: store.id, artistId: props.reservation.artist?.id ?? null }}
        now={now}
        submitLabel={t('booking.manage.rescheduleConfirm')}
        sending={props.sending}
        problem={props.problem}
        messageRef={props.messageRef}
        onPick={props.onPick}
      />
    </section>
  );
}
