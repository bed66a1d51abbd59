import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../../api/client';
import '../../api/operation-paths-booking';
import { useSite, useT } from '../../app/site-context';
import { Link } from '../../components/Link';
import { PageFrame } from '../../components/PageFrame';
import { activityPath } from '../../lib/booking-states';

const KEY = ['sandbox-bookings'];
/** A start in the form the API takes (an instant with its offset), not words. */
const START_EXAMPLE = '2026-11-20T11:00:00+08:00';

/**
 * The sandbox's bookings (/sandbox/bookings, development only; docs/booking.md "The sandbox"):
 * the site's newest bookings, every member's, in the state each is in now (confirmed,
 * rescheduled, cancelled, expired), each with its pages; and a form that makes a member's
 * booking at any start, the past included (`POST sandbox/reservations`), so an expired one can
 * be tried. The booking's pages are its owner's: sign in as that member to open them.
 */
export function SandboxBookings() {
  const t = useT();
  const site = useSite();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...KEY, site.country, site.language],
    queryFn: () => site.api.call('sandboxBookings'),
  });
  const activities = useQuery({
    queryKey: ['sandbox-activities', site.country, site.language],
    queryFn: () => site.api.call('activities', { query: {} }),
  });
  const [form, setForm] = useState({ email: '', activity: '', start: '' });
  const chosen = activities.data?.items.find((item) => String(item.id) === form.activity);
  const make = useMutation({
    mutationFn: () =>
      site.api.call('sandboxBook', {
        body: {
          email: form.email,
          activityId: Number(form.activity),
          storeId: chosen?.storeIds[0] ?? 0,
          start: form.start,
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const failure =
    make.error instanceof ApiRequestError ? (make.error.body?.message ?? make.error.message) : '';
  return (
    <PageFrame title={t('booking.sandbox.title')} lead={t('booking.sandbox.lead')}>
      <form
        className="sandbox-booking-form"
        onSubmit={(event) => {
          event.preventDefault();
          make.mutate();
        }}
      >
        <label>
          {t('booking.form.email')}
          <input
            type="email"
            required
            value={form.email}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
          />
        </label>
        <label>
          {t('booking.sandbox.activity')}
          <select
            required
            value={form.activity}
            onChange={(event) => setForm({ ...form, activity: event.target.value })}
          >
            <option value="" />
            {activities.data?.items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('booking.sandbox.start')}
          <input
            required
            placeholder={START_EXAMPLE}
            value={form.start}
            onChange={(event) => setForm({ ...form, start: event.target.value })}
          />
        </label>
        <button type="submit" className="button" disabled={make.isPending}>
          {t('booking.sandbox.make')}
        </button>
        {failure ? <p className="form-error">{failure}</p> : null}
      </form>
      <table className="sandbox-bookings">
        <caption>{t('booking.sandbox.list')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('booking.provider.number')}</th>
            <th scope="col">{t('booking.sandbox.activity')}</th>
            <th scope="col">{t('booking.sandbox.start')}</th>
            <th scope="col">{t('booking.sandbox.state')}</th>
            <th scope="col">{t('booking.form.email')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data?.items.map((booking) => {
            const kind = booking.activity.kind;
            const manage = booking.canReschedule
              ? `/happening/services/reschedule/${booking.id}`
              : `${activityPath(kind, booking.id).replace(/\/(\d+)$/, '/cancel/$1')}`;
            return (
              <tr key={booking.id}>
                <td>
                  <Link href={manage}>{booking.confirmationNumber}</Link>
                </td>
                <td>{booking.activity.name}</td>
                <td>{booking.start}</td>
                <td>{t(`booking.sandbox.states.${booking.state}`)}</td>
                <td>{booking.contact.email}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </PageFrame>
  );
}
