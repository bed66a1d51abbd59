import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type Ref } from 'react';
import type { ActivityKind } from '../../api/booking-contract';
import { bookingQueries } from '../../api/booking-queries';
import type { Store } from '../../api/store-contract';
import { useSite } from '../../app/site-context';
import { FormMessage, SelectField } from '../../components/fields';
import { bookingDays } from '../../lib/booking-days';
import type { SlotQuery } from '../../lib/booking-states';
import { storeTimeZone } from '../../lib/store-time-zone';
import { dayLabel, slotTime } from './booking-format';

/** What the shopper picked: a store, its local day, a free start and (a service's) artist. */
export interface PickedSlot {
  storeId: number;
  date: string;
  start: string;
  artistId: number | null;
  /** The store's time zone, to write the time back to the shopper. */
  timeZone: string;
}

export interface SlotPickerProps {
  activity: { id: number; kind: ActivityKind };
  /** The stores that offer it, in the site's order; one only when the store is fixed. */
  stores: readonly Store[];
  /** Where to start: the query's slot, the selected store. */
  initial: SlotQuery;
  now: Date;
  submitLabel: string;
  sending: boolean;
  /** Why the last pick was refused (No slots available), shown above the button. */
  problem: string | undefined;
  messageRef?: Ref<HTMLDivElement>;
  onPick: (slot: PickedSlot) => void;
}

/**
 * The booking flow's time picker, also the reschedule page's: a store (a list, when more than
 * one offers the activity), the store's next 14 days as buttons, the day's free times as buttons
 * (GET booking-service/available-slots; "No slots available" when there are none) and, for a
 * service, the artist ("Any available artist" first, the default). Every control is a native
 * button or select in a form: keyboard-complete, and Enter sends.
 */
export function SlotPicker(props: SlotPickerProps) {
  const site = useSite();
  const { t, locale } = site;
  const { activity, stores, initial } = props;
  const [storeId, setStoreId] = useState(
    () => stores.find((store) => store.id === initial.storeId)?.id ?? stores[0]?.id,
  );
  const store = stores.find((item) => item.id === storeId);
  const timeZone = storeTimeZone(site.country, store?.slug ?? '');
  const days = bookingDays(props.now, timeZone);
  const [date, setDate] = useState(() =>
    initial.date && days.includes(initial.date) ? initial.date : days[0],
  );
  const [start, setStart] = useState(initial.start);
  const [artistId, setArtistId] = useState<number | null>(initial.artistId ?? null);
  const [unchosen, setUnchosen] = useState(false);
  const slots = useQuery({
    ...bookingQueries.slots(site.api, site, activity.id, storeId ?? 0, date),
    enabled: storeId !== undefined,
  });
  const slot = slots.data?.slots.find((item) => Date.parse(item.start) === Date.parse(start ?? ''));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!slot || storeId === undefined) {
      setUnchosen(true);
      return;
    }
    setUnchosen(false);
    const artist = activity.kind === 'service' ? artistId : null;
    props.onPick({ storeId, date, start: slot.start, artistId: artist, timeZone });
  };

  const message = props.problem ?? (unchosen ? t('booking.flow.chooseTime') : undefined);
  return (
    <form className="slot-picker" noValidate onSubmit={submit} aria-busy={props.sending}>
      {stores.length > 1 ? (
        <SelectField
          label={t('booking.flow.store')}
          name="storeId"
          value={String(storeId ?? '')}
          options={stores.map((item) => ({ value: String(item.id), label: item.name }))}
          onChange={(event) => {
            setStoreId(Number(event.target.value));
            setStart(undefined);
          }}
        />
      ) : store ? (
        <p className="slot-store">
          {t('booking.flow.store')}
          {t('common.namedAfter', { name: store.name })}
        </p>
      ) : null}
      <fieldset className="slot-days">
        <legend>{t('booking.flow.dates')}</legend>
        <ul>
          {days.map((day) => (
            <li key={day}>
              <button
                type="button"
                className="chip"
                aria-pressed={day === date}
                onClick={() => {
                  setDate(day);
                  setStart(undefined);
                }}
              >
                {dayLabel(day, locale)}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="slot-times">
        <legend>{t('booking.flow.times')}</legend>
        {slots.isPending ? (
          <p className="loading">{t('booking.flow.loadingTimes')}</p>
        ) : slots.isError ? (
          <p>
            {t('booking.flow.timesFailed')}{' '}
            <button type="button" className="link-button" onClick={() => void slots.refetch()}>
              {t('errors.retry')}
            </button>
          </p>
        ) : slots.data.slots.length === 0 ? (
          <p className="slot-none">
            {t('booking.errors.noSlots')} {t('booking.flow.anotherStore')}
          </p>
        ) : (
          <ul>
            {slots.data.slots.map((item) => (
              <li key={item.start}>
                <button
                  type="button"
                  className="chip"
                  aria-pressed={item.start === slot?.start}
                  onClick={() => {
                    setStart(item.start);
                    setUnchosen(false);
                    // A chosen artist who is not free then goes back to "any".
                    if (!item.artists.some((artist) => artist.id === artistId)) setArtistId(null);
                  }}
                >
                  {slotTime(item.start, timeZone, locale)}
                  {item.remainingSeats !== null ? (
                    <span className="slot-seats">
                      {' '}
                      {t('booking.flow.seatsLeft', { count: item.remainingSeats })}
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {activity.kind === 'service' && slot ? (
        <SelectField
          label={t('booking.flow.artist')}
          name="artistId"
          value={artistId === null ? '' : String(artistId)}
          options={[
            { value: '', label: t('booking.flow.anyArtist') },
            ...slot.artists.map((artist) => ({ value: String(artist.id), label: artist.name })),
          ]}
          onChange={(event) => setArtistId(event.target.value ? Number(event.target.value) : null)}
        />
      ) : null}
      <FormMessage id="slot-message" messageRef={props.messageRef} text={message} />
      <p className="form-actions">
        <button type="submit" className="button">
          {props.submitLabel}
        </button>
      </p>
    </form>
  );
}
