import { afterEach, describe, expect, it } from 'vitest';
import { TIME_ZONES } from '../../../client/lib/sites';
import {
  addDays,
  dayRange,
  instantToLocal,
  isoWithOffset,
  localToInstant,
  weekdayOf,
} from '../../../worker/booking/time';

/** A store's local time and the instants it names, whatever zone the process runs in. */

const original = process.env.TZ;
afterEach(() => {
  if (original === undefined) delete process.env.TZ;
  else process.env.TZ = original;
});

describe('local time of a store', () => {
  it.each(['UTC', 'America/Los_Angeles', 'Asia/Bangkok', 'Pacific/Kiritimati'])(
    "a Bangkok store's 10:00 is 10:00 in Bangkok with the process in %s",
    (zone) => {
      process.env.TZ = zone;
      const instant = localToInstant('2026-12-01', '10:00', TIME_ZONES.th);
      expect(instant.toISOString()).toBe('2026-12-01T03:00:00.000Z');
      expect(isoWithOffset(instant, TIME_ZONES.th)).toBe('2026-12-01T10:00:00+07:00');
      expect(instantToLocal(instant, TIME_ZONES.th)).toEqual({
        date: '2026-12-01',
        time: '10:00',
        weekday: 1,
      });
    },
  );

  it('a morning in Auckland or Sydney is the day before in UTC, and lands on its local day', () => {
    // New Zealand's summer time: UTC+13.
    const auckland = localToInstant('2026-12-07', '09:30', TIME_ZONES.nz);
    expect(auckland.toISOString()).toBe('2026-12-06T20:30:00.000Z');
    expect(instantToLocal(auckland, TIME_ZONES.nz)).toEqual({
      date: '2026-12-07',
      time: '09:30',
      weekday: 0,
    });
    expect(isoWithOffset(auckland, TIME_ZONES.nz)).toBe('2026-12-07T09:30:00+13:00');
    // Sydney in summer is UTC+11, in winter UTC+10.
    expect(localToInstant('2026-12-07', '09:00', TIME_ZONES.au).toISOString()).toBe(
      '2026-12-06T22:00:00.000Z',
    );
    expect(localToInstant('2026-07-06', '09:00', TIME_ZONES.au).toISOString()).toBe(
      '2026-07-05T23:00:00.000Z',
    );
    const { from, to } = dayRange('2026-12-07', TIME_ZONES.nz);
    expect([from.toISOString(), to.toISOString()]).toEqual([
      '2026-12-06T11:00:00.000Z',
      '2026-12-07T11:00:00.000Z',
    ]);
  });

  it('a day of a daylight-saving change is 23 or 25 hours long', () => {
    // Sydney moves forward on 4 October 2026 and back on 5 April 2026.
    const forward = dayRange('2026-10-04', TIME_ZONES.au);
    expect((forward.to.getTime() - forward.from.getTime()) / 3_600_000).toBe(23);
    const back = dayRange('2026-04-05', TIME_ZONES.au);
    expect((back.to.getTime() - back.from.getTime()) / 3_600_000).toBe(25);
  });

  it('knows weekdays and days after', () => {
    expect(weekdayOf('2026-11-30')).toBe(0);
    expect(weekdayOf('2026-12-06')).toBe(6);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});
