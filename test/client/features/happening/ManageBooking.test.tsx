import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ManageBooking } from '../../../../client/features/happening/ManageBooking';
import { renderInSite } from '../../render-app';
import { refusal } from '../account/account-fixtures';
import { scriptedApi } from '../shopper-fetch';
import { JURONG, ORCHARD, SLOTS, member, reservation } from './happening-fixtures';

afterEach(cleanup);

type Routes = Parameters<typeof scriptedApi>[0];

function api(more: Routes) {
  return scriptedApi({
    'GET user': { body: member() },
    'GET store-locations': { body: { items: [ORCHARD, JURONG], total: 2 } },
    ...more,
  } as Routes);
}

/** Renders the page of booking 301 at `/happening/services/{mode}/301`. */
function renderPage(mode: 'cancel' | 'reschedule', scripted: ReturnType<typeof api>) {
  return renderInSite(<ManageBooking mode={mode} id={301} />, {
    fetcher: scripted.fetcher,
    path: `/happening/services/${mode}/301`,
  });
}

describe('cancel page', () => {
  it("shows the owner's booking and cancels it, saying the new state", async () => {
    const scripted = api({
      'GET reservation-service/301': [
        { body: { reservation: reservation() } },
        {
          body: {
            reservation: reservation({
              state: 'cancelled',
              canCancel: false,
              canReschedule: false,
            }),
          },
        },
      ],
      'DELETE reservation-service/301': {
        body: {
          reservation: reservation({ state: 'cancelled', canCancel: false, canReschedule: false }),
        },
      },
    });
    renderPage('cancel', scripted);
    expect(await screen.findByText('AB12CD34EF')).toBeTruthy();
    expect(screen.getByText('Booking AB12CD34EF')).toBeTruthy();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel this booking' })),
    );
    const done = await screen.findByText('Your booking is cancelled.');
    await waitFor(() => expect(document.activeElement).toBe(done.closest('.form-message')));
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes, cancel this booking' })).toBeNull();
  });

  it('says an expired booking cannot be changed, with no button', async () => {
    const scripted = api({
      'GET reservation-service/301': {
        body: {
          reservation: reservation({ state: 'expired', canCancel: false, canReschedule: false }),
        },
      },
    });
    renderPage('cancel', scripted);
    expect(
      await screen.findByText('Your booking has expired and cannot be rescheduled or cancelled'),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to calendar (.ics file)' })).toBeNull();
  });

  it('says the spec sentence when the booking expired meanwhile (409 BOOKING_EXPIRED)', async () => {
    const scripted = api({
      'GET reservation-service/301': { body: { reservation: reservation() } },
      'DELETE reservation-service/301': refusal(
        409,
        'BOOKING_EXPIRED',
        'Your booking has expired and cannot be rescheduled or cancelled',
      ),
    });
    renderPage('cancel', scripted);
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel this booking' })),
    );
    const message = await screen.findByText(
      'Your booking has expired and cannot be rescheduled or cancelled',
    );
    await waitFor(() => expect(document.activeElement).toBe(message.closest('.form-message')));
  });

  it("is the 404 page for anyone else's booking or an unknown one", async () => {
    const scripted = api({
      'GET reservation-service/301': refusal(404, 'RESERVATION_NOT_FOUND', 'Resource not found!'),
    });
    renderPage('cancel', scripted);
    expect(
      await screen.findByRole('heading', { name: /happening\/services\/cancel\/301/ }),
    ).toBeTruthy();
  });
});

describe('reschedule page', () => {
  it('moves the booking to a new time at its store and says when', async () => {
    const moved = reservation({ state: 'rescheduled', start: '2026-12-01T11:15:00+08:00' });
    const scripted = api({
      'GET reservation-service/301': { body: { reservation: reservation() } },
      'GET booking-service/available-slots/11': { body: SLOTS },
      'PATCH reservation-service/301': { body: { reservation: moved } },
    });
    renderPage('reschedule', scripted);
    const times = await screen.findByRole('group', { name: 'Free times' });
    // The booking's store only: no store list.
    expect(screen.queryByRole('combobox', { name: 'Store' })).toBeNull();
    fireEvent.click(await within(times).findByRole('button', { name: /^11:15/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move my booking' })));
    expect(scripted.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      start: '2026-12-01T11:15:00+08:00',
      artistId: null,
    });
    expect(await screen.findByText(/^Your booking is moved to .*11:15/)).toBeTruthy();
    expect(screen.getByText('Rescheduled')).toBeTruthy();
  });

  it('says No slots available when the new time was taken (409)', async () => {
    const scripted = api({
      'GET reservation-service/301': { body: { reservation: reservation() } },
      'GET booking-service/available-slots/11': { body: SLOTS },
      'PATCH reservation-service/301': refusal(409, 'NO_SLOTS', 'No slots available'),
    });
    renderPage('reschedule', scripted);
    const times = await screen.findByRole('group', { name: 'Free times' });
    fireEvent.click(await within(times).findByRole('button', { name: /^10:00/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move my booking' })));
    expect(await screen.findByText('No slots available')).toBeTruthy();
  });
});
