import { describe, expect, it } from 'vitest';
import {
  activityPath,
  bookingActions,
  calendarPath,
  kindOfPath,
  readSlotQuery,
  slotPath,
  type BookingFacts,
} from '../../../client/lib/booking-states';

const booking = (changes: Partial<BookingFacts> = {}): BookingFacts => ({
  id: 7,
  state: 'confirmed',
  activity: { kind: 'service' },
  canCancel: true,
  canReschedule: true,
  ...changes,
});

describe('bookingActions', () => {
  it('offers cancel and reschedule for a confirmed or rescheduled service', () => {
    for (const state of ['confirmed', 'rescheduled'] as const)
      expect(bookingActions(booking({ state }))).toEqual({
        cancel: '/happening/services/cancel/7',
        reschedule: '/happening/services/reschedule/7',
        expired: false,
      });
  });

  it('offers only cancel for a class or an event, on its own path', () => {
    expect(bookingActions(booking({ activity: { kind: 'class' } }))).toEqual({
      cancel: '/happening/classes/cancel/7',
      reschedule: undefined,
      expired: false,
    });
    expect(bookingActions(booking({ activity: { kind: 'event' } })).cancel).toBe(
      '/happening/events/cancel/7',
    );
  });

  it('offers nothing for an expired or a cancelled booking, whatever the flags say', () => {
    expect(bookingActions(booking({ state: 'expired' }))).toEqual({
      cancel: undefined,
      reschedule: undefined,
      expired: true,
    });
    expect(bookingActions(booking({ state: 'cancelled' }))).toEqual({
      cancel: undefined,
      reschedule: undefined,
      expired: false,
    });
  });

  it("follows the API's flags", () => {
    expect(bookingActions(booking({ canCancel: false, canReschedule: false }))).toEqual({
      cancel: undefined,
      reschedule: undefined,
      expired: false,
    });
  });
});

describe('paths', () => {
  it('names the kind of a happening path and builds an activity path', () => {
    expect(kindOfPath('/happening/classes/12')).toBe('class');
    expect(kindOfPath('/happening/events/cancel/3')).toBe('event');
    expect(kindOfPath('/happening/services/1')).toBe('service');
    expect(kindOfPath('/happening/other/1')).toBeUndefined();
    expect(activityPath('event', 4)).toBe('/happening/events/4');
    expect(calendarPath(9)).toBe('/api/web/v1/reservation-service/9/calendar.ics');
  });

  it('keeps the chosen slot in the query and reads it back, dropping what is malformed', () => {
    const slot = {
      storeId: 2,
      date: '2026-12-01',
      start: '2026-12-01T10:00:00+08:00',
      artistId: 5,
    };
    const path = slotPath('/happening/services/1', slot);
    expect(path).toBe(
      '/happening/services/1?storeId=2&date=2026-12-01&start=2026-12-01T10%3A00%3A00%2B08%3A00&artistId=5',
    );
    expect(readSlotQuery(path.split('?')[1])).toEqual(slot);
    expect(readSlotQuery('storeId=x&date=tomorrow&start=soon')).toEqual({
      storeId: undefined,
      date: undefined,
      start: undefined,
      artistId: null,
    });
    expect(slotPath('/happening/services/1', {})).toBe('/happening/services/1');
    // The page's language stays; an older slot in the query is replaced.
    expect(slotPath('/happening/classes/3', { storeId: 4 }, 'language=zh&storeId=1&start=x')).toBe(
      '/happening/classes/3?language=zh&storeId=4',
    );
  });
});
