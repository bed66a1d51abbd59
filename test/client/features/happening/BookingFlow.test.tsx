import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingFlow } from '../../../../client/features/happening/BookingFlow';
import { renderInSite } from '../../render-app';
import { ACCOUNT, refusal } from '../account/account-fixtures';
import { scriptedApi } from '../shopper-fetch';
import {
  HOLD,
  JURONG,
  LAYOUT,
  MAKEUP,
  MASTERCLASS,
  ORCHARD,
  PREVIEW_EVENT,
  QUESTIONS,
  SLOTS,
  member,
  reservation,
} from './happening-fixtures';

afterEach(cleanup);

type Routes = Parameters<typeof scriptedApi>[0];

function asSelect(element: HTMLElement): HTMLSelectElement {
  if (!(element instanceof HTMLSelectElement)) throw new Error('not a list');
  return element;
}

function api(more: Routes = {}) {
  return scriptedApi({
    'GET user': { body: member() },
    'GET store-locations': { body: { items: [ORCHARD, JURONG], total: 2 } },
    'GET store-locations/selected': { body: { storeId: 2 } },
    'GET booking-service/available-slots/11': { body: SLOTS },
    'GET booking-service/questions/11': { body: QUESTIONS },
    'GET account': { body: ACCOUNT },
    ...more,
  } as Routes);
}

const slotButton = async (name: RegExp) =>
  within(await screen.findByRole('group', { name: 'Free times' })).findByRole('button', { name });

async function holdTen(scripted: ReturnType<typeof api>) {
  fireEvent.click(await slotButton(/^10:00/));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book' })));
  await waitFor(() =>
    expect(scripted.calls.some((c) => c.path === 'reservation-service/holds')).toBe(true),
  );
}

describe('BookingFlow: choosing a time', () => {
  it("starts at the selected store, lists the day's times and holds the one chosen", async () => {
    const scripted = api({ 'POST reservation-service/holds': { status: 201, body: HOLD } });
    renderInSite(<BookingFlow activity={MAKEUP} />, {
      fetcher: scripted.fetcher,
      path: '/happening/services/11',
    });
    const store = await screen.findByRole('combobox', { name: 'Store' });
    expect(asSelect(store).value).toBe('2');
    // 14 days of the store, the first pressed.
    const days = within(screen.getByRole('group', { name: 'Date' })).getAllByRole('button');
    expect(days).toHaveLength(14);
    expect(days[0].getAttribute('aria-pressed')).toBe('true');
    const slots = scripted.calls.filter((c) => c.path === 'booking-service/available-slots/11');
    expect(slots.length).toBeGreaterThan(0);

    fireEvent.click(await slotButton(/^10:00/));
    // A service's artist: any available first, the default; then the slot's free artists.
    const artist = asSelect(screen.getByRole('combobox', { name: 'Artist' }));
    expect([...artist.options].map((option) => option.text)).toEqual([
      'Any available artist',
      'Aisha',
      'Ben',
    ]);
    fireEvent.change(artist, { target: { value: '5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book' })));

    const hold = await waitFor(() => {
      const call = scripted.calls.find((c) => c.path === 'reservation-service/holds');
      expect(call).toBeTruthy();
      return call!;
    });
    expect(hold.body).toEqual({
      activityId: 11,
      storeId: 2,
      start: '2026-12-01T10:00:00+08:00',
      artistId: 5,
    });
    const heading = await screen.findByRole('heading', { name: 'Your details' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/is held for you for 5 minutes/)).toBeTruthy();
  });

  it('asks for a time before holding one', async () => {
    const scripted = api();
    renderInSite(<BookingFlow activity={MAKEUP} />, { fetcher: scripted.fetcher });
    await slotButton(/^10:00/);
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Choose a time first.')).toBeTruthy();
    expect(scripted.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says No slots available and reloads the times when the time was taken (409)', async () => {
    const scripted = api({
      'GET booking-service/available-slots/11': [
        { body: SLOTS },
        { body: { slots: [SLOTS.slots[1]] } },
      ],
      'POST reservation-service/holds': refusal(409, 'NO_SLOTS', 'No slots available'),
    });
    renderInSite(<BookingFlow activity={MAKEUP} />, { fetcher: scripted.fetcher });
    await holdTen(scripted);
    const message = await screen.findByText('No slots available');
    await waitFor(() => expect(document.activeElement).toBe(message.closest('.form-message')));
    // The times are asked again: 10:00 is gone.
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Free times' })).queryByRole('button', {
          name: /^10:00/,
        }),
      ).toBeNull(),
    );
  });

  it('says when the day has no free time', async () => {
    const scripted = api({ 'GET booking-service/available-slots/11': { body: { slots: [] } } });
    renderInSite(<BookingFlow activity={MAKEUP} />, { fetcher: scripted.fetcher });
    expect(await screen.findByText(/^No slots available/)).toBeTruthy();
  });

  it('sends a guest to sign in, coming back to the same slot', async () => {
    const navigate = vi.fn();
    const scripted = api({
      'GET user': { body: { signedIn: false, geoCountry: null, segments: [] } },
      'GET store-locations/selected': { body: { storeId: null } },
    });
    renderInSite(<BookingFlow activity={MAKEUP} />, {
      fetcher: scripted.fetcher,
      navigate,
      path: '/happening/services/11',
    });
    fireEvent.click(await slotButton(/^11:15/));
    await waitFor(() => expect(scripted.userCalls.length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const href = navigate.mock.calls[0][0] as string;
    const back = decodeURIComponent(href.replace('/sign_in?return_to=', ''));
    expect(href.startsWith('/sign_in?return_to=')).toBe(true);
    const query = new URLSearchParams(back.split('?')[1]);
    expect(back.split('?')[0]).toBe('/happening/services/11');
    expect(query.get('storeId')).toBe('1');
    expect(query.get('start')).toBe('2026-12-01T11:15:00+08:00');
    expect(query.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(scripted.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('comes back from sign-in with the slot of the query chosen', async () => {
    const scripted = api();
    renderInSite(<BookingFlow activity={MAKEUP} />, {
      fetcher: scripted.fetcher,
      search: 'storeId=1&start=2026-12-01T11%3A15%3A00%2B08%3A00',
    });
    const chosen = await slotButton(/^11:15/);
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(asSelect(screen.getByRole('combobox', { name: 'Store' })).value).toBe('1');
  });
});

describe('BookingFlow: the form', () => {
  it('is prefilled from the account, says each problem in words and focuses the first', async () => {
    const scripted = api({ 'POST reservation-service/holds': { status: 201, body: HOLD } });
    renderInSite(<BookingFlow activity={MAKEUP} />, { fetcher: scripted.fetcher });
    await holdTen(scripted);
    const name = (await screen.findByLabelText('Full name (required)')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Mei Tan'));
    expect((screen.getByLabelText('Email (required)') as HTMLInputElement).value).toBe(
      'mei@example.com',
    );
    fireEvent.change(name, { target: { value: 'x'.repeat(121) } });
    fireEvent.change(screen.getByLabelText('Phone (required)'), { target: { value: '12' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' })));
    expect(screen.getByText('Full name is too long: at most 120 characters.')).toBeTruthy();
    expect(
      screen.getByText('Enter a phone number of this country, like +65 9123 4567.'),
    ).toBeTruthy();
    expect(screen.getByText('Please answer: Occasion')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(scripted.calls.some((c) => c.path === 'reservation-service/create')).toBe(false);
  });

  it('books with the hold, one key per booking, and shows the acknowledgement', async () => {
    const scripted = api({
      'POST reservation-service/holds': { status: 201, body: HOLD },
      'POST reservation-service/create': { status: 201, body: { reservation: reservation() } },
    });
    renderInSite(<BookingFlow activity={MAKEUP} />, { fetcher: scripted.fetcher });
    await holdTen(scripted);
    fireEvent.change(await screen.findByLabelText('Phone (required)'), {
      target: { value: '9123 4567' },
    });
    fireEvent.change(screen.getByLabelText('Occasion (required)'), { target: { value: 'party' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' })));
    const heading = await screen.findByRole('heading', { name: 'Your booking is confirmed' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const create = scripted.calls.find((c) => c.path === 'reservation-service/create')!;
    expect(create.idempotencyKey).toBeTruthy();
    expect(create.body).toMatchObject({
      activityId: 11,
      storeId: 2,
      start: '2026-12-01T10:00:00+08:00',
      contact: { fullName: 'Mei Tan', email: 'mei@example.com', phone: '9123 4567' },
      answers: { occasion: 'party' },
      holdId: 91,
    });
    expect(screen.getByText('AB12CD34EF')).toBeTruthy();
    const calendar = screen.getByRole('link', { name: 'Add to calendar (.ics file)' });
    expect(calendar.getAttribute('href')).toBe('/api/web/v1/reservation-service/301/calendar.ics');
    expect(calendar.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Reschedule' }).getAttribute('href')).toBe(
      '/happening/services/reschedule/301',
    );
    expect(screen.getByRole('link', { name: 'Cancel booking' }).getAttribute('href')).toBe(
      '/happening/services/cancel/301',
    );
  });

  it("puts the API's refusal by its field, focused", async () => {
    const scripted = api({
      'POST reservation-service/holds': { status: 201, body: HOLD },
      'POST reservation-service/create': refusal(
        400,
        'VALIDATION_FAILED',
        'Enter a valid email address.',
        {
          field: 'contact.email',
        },
      ),
    });
    renderInSite(<BookingFlow activity={MAKEUP} />, { fetcher: scripted.fetcher });
    await holdTen(scripted);
    fireEvent.change(await screen.findByLabelText('Phone (required)'), {
      target: { value: '9123 4567' },
    });
    fireEvent.change(screen.getByLabelText('Occasion (required)'), { target: { value: 'party' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' })));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Email (required)')),
    );
  });

  it('goes back to the times, reloaded, when the slot was taken meanwhile (409 NO_SLOTS)', async () => {
    const scripted = api({
      'POST reservation-service/holds': { status: 201, body: HOLD },
      'POST reservation-service/create': refusal(409, 'NO_SLOTS', 'No slots available'),
    });
    renderInSite(<BookingFlow activity={MAKEUP} />, { fetcher: scripted.fetcher });
    await holdTen(scripted);
    fireEvent.change(await screen.findByLabelText('Phone (required)'), {
      target: { value: '9123 4567' },
    });
    fireEvent.change(screen.getByLabelText('Occasion (required)'), { target: { value: 'party' } });
    const before = scripted.calls.filter((c) =>
      c.path.startsWith('booking-service/available'),
    ).length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' })));
    expect(await screen.findByRole('heading', { name: 'Book' })).toBeTruthy();
    expect(screen.getByText('No slots available')).toBeTruthy();
    await waitFor(() =>
      expect(
        scripted.calls.filter((c) => c.path.startsWith('booking-service/available')).length,
      ).toBeGreaterThan(before),
    );
  });
  it('sends a member whose sign-in ended meanwhile to sign in, back to the slot (401)', async () => {
    const navigate = vi.fn();
    const scripted = api({
      'POST reservation-service/holds': { status: 201, body: HOLD },
      'POST reservation-service/create': refusal(401, 'SIGN_IN_REQUIRED', 'Please sign in.'),
    });
    renderInSite(<BookingFlow activity={MAKEUP} />, {
      fetcher: scripted.fetcher,
      navigate,
      path: '/happening/services/11',
    });
    await holdTen(scripted);
    fireEvent.change(await screen.findByLabelText('Phone (required)'), {
      target: { value: '9123 4567' },
    });
    fireEvent.change(screen.getByLabelText('Occasion (required)'), { target: { value: 'party' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' })));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const back = decodeURIComponent(String(navigate.mock.calls[0][0]).split('return_to=')[1]);
    expect(new URLSearchParams(back.split('?')[1]).get('start')).toBe('2026-12-01T10:00:00+08:00');
  });
});

describe('BookingFlow: who may book', () => {
  it('shows the app prompt with the app stores of the layout instead of booking', async () => {
    const scripted = api({ 'GET layouts/': { body: LAYOUT } });
    renderInSite(
      <Suspense>
        <BookingFlow activity={{ ...MAKEUP, appOnly: true }} />
      </Suspense>,
      { fetcher: scripted.fetcher },
    );
    expect(
      await screen.findByText('This can be booked in our app only: download it to book.'),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href'),
    ).toBe('https://apps.example.com/ios');
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
  });

  it('tells a member below Gold why an invitation-only event cannot be booked', async () => {
    renderInSite(<BookingFlow activity={PREVIEW_EVENT} />, { fetcher: api().fetcher });
    expect(
      await screen.findByText(
        'This event is by invitation: only Gold members of Beauty Pass may book it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
  });

  it('lets a Gold member book it, with the seats left of each session', async () => {
    const scripted = api({
      'GET user': { body: member('gold') },
      'GET booking-service/available-slots/31': {
        body: {
          slots: [
            {
              start: '2026-12-03T17:30:00+08:00',
              end: '2026-12-03T19:00:00+08:00',
              remainingSeats: 4,
              artists: [],
            },
          ],
        },
      },
    });
    renderInSite(<BookingFlow activity={PREVIEW_EVENT} />, { fetcher: scripted.fetcher });
    expect(await screen.findByText('Seats left: 4')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Artist' })).toBeNull();
  });

  it('says the reason the API gives for a refused hold (403)', async () => {
    const scripted = api({
      'GET booking-service/available-slots/21': { body: SLOTS },
      'POST reservation-service/holds': refusal(403, 'APP_ONLY', 'Only in the app'),
    });
    renderInSite(<BookingFlow activity={MASTERCLASS} />, { fetcher: scripted.fetcher });
    fireEvent.click(await slotButton(/^10:00/));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book' })));
    expect(await screen.findByText('This can be booked in our app only.')).toBeTruthy();
  });
});

describe('BookingFlow: a service of the external provider', () => {
  const FRAGRANCE = { ...MAKEUP, id: 41, provider: 'booxi' as const, price: null };

  it("goes on to the provider's page for the store chosen", async () => {
    const navigate = vi.fn();
    const scripted = api({
      'POST booxi/sessions': { status: 201, body: { url: '/sandbox/booxi?session=abc' } },
    });
    renderInSite(<BookingFlow activity={FRAGRANCE} />, { fetcher: scripted.fetcher, navigate });
    const store = asSelect(await screen.findByRole('combobox', { name: 'Store' }));
    expect(store.value).toBe('2');
    fireEvent.change(store, { target: { value: '1' } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Book with our partner' })),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/sandbox/booxi?session=abc'));
    expect(scripted.calls.find((c) => c.path === 'booxi/sessions')?.body).toEqual({
      activityId: 41,
      storeId: 1,
    });
    expect(scripted.calls.some((c) => c.path.startsWith('booking-service/available'))).toBe(false);
  });

  it('sends a guest to sign in first, with the store in the way back', async () => {
    const navigate = vi.fn();
    const scripted = api({
      'GET user': { body: { signedIn: false, geoCountry: null, segments: [] } },
      'GET store-locations/selected': { body: { storeId: null } },
      'POST booxi/sessions': refusal(401, 'SIGN_IN_REQUIRED', 'Please sign in.'),
    });
    renderInSite(<BookingFlow activity={FRAGRANCE} />, {
      fetcher: scripted.fetcher,
      navigate,
      path: '/happening/services/41',
    });
    await screen.findByRole('combobox', { name: 'Store' });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Book with our partner' })),
    );
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        `/sign_in?return_to=${encodeURIComponent('/happening/services/41?storeId=1')}`,
      ),
    );
  });
});
