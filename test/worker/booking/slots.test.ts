import { describe, expect, it } from 'vitest';
import { TIME_ZONES } from '../../../client/lib/sites';
import {
  serviceSlots,
  serviceUnits,
  sessionResource,
  sessionSlots,
  sessionsOn,
  type Claim,
  type ServiceDay,
} from '../../../worker/booking/slots';
import { isoWithOffset, localToInstant } from '../../../worker/booking/time';

/** The free times of a day (docs/booking.md "The numbers"), decided in plain Node. */

const BANGKOK = TIME_ZONES.th;
/** Tuesday 1 December 2026 in Bangkok; the request is made a week before. */
const DATE = '2026-12-01';
const WEEK_BEFORE = new Date('2026-11-24T03:00:00.000Z');

function day(overrides: Partial<ServiceDay> = {}): ServiceDay {
  return {
    date: DATE,
    timeZone: BANGKOK,
    now: WEEK_BEFORE,
    durationMinutes: 60,
    store: { starts: '10:00', ends: '13:00' },
    artists: [
      { id: 7, name: 'Ploy', hours: { starts: '10:00', ends: '13:00' } },
      { id: 3, name: 'Nok', hours: { starts: '11:00', ends: '13:00' } },
    ],
    claims: [],
    bookings: new Map(),
    ...overrides,
  };
}

const local = (slots: { start: Date }[]) =>
  slots.map((slot) => isoWithOffset(slot.start, BANGKOK).slice(11, 16));

describe('serviceSlots', () => {
  it('starts on the quarter hours where the service and its buffer fit in both hours', () => {
    const slots = serviceSlots(day());
    // 60 minutes + 15 buffer inside 10:00-13:00: the last start is 11:45.
    expect(local(slots)).toEqual([
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
      '11:15',
      '11:30',
      '11:45',
    ]);
    expect(isoWithOffset(slots[0].start, BANGKOK)).toBe('2026-12-01T10:00:00+07:00');
    expect(isoWithOffset(slots[0].end, BANGKOK)).toBe('2026-12-01T11:00:00+07:00');
    expect(slots[0].remainingSeats).toBeNull();
    // Nok starts at 11:00: only from then are both free, the lower id first.
    expect(slots[0].artists.map((a) => a.id)).toEqual([7]);
    expect(slots[4].artists.map((a) => a.id)).toEqual([3, 7]);
  });

  it('intersects the artist with the store: hours outside the opening hours give nothing', () => {
    const slots = serviceSlots(
      day({
        store: { starts: '11:00', ends: '12:30' },
        artists: [{ id: 7, name: 'Ploy', hours: { starts: '09:00', ends: '18:00' } }],
      }),
    );
    expect(local(slots)).toEqual(['11:00', '11:15']);
    expect(serviceSlots(day({ store: null }))).toEqual([]);
    expect(serviceSlots(day({ artists: [{ id: 7, name: 'Ploy', hours: null }] }))).toEqual([]);
  });

  it('puts the artist with the fewest bookings that day first, then the lowest id', () => {
    const slots = serviceSlots(
      day({
        bookings: new Map([
          [3, 2],
          [7, 1],
        ]),
      }),
    );
    expect(slots[4].artists.map((a) => a.id)).toEqual([7, 3]);
  });

  it('removes every start whose service or buffer meets a claimed unit of the artist', () => {
    // Ploy is booked 11:00-12:00 (claims 11:00 to 12:15 with the buffer).
    const start = localToInstant(DATE, '11:00', BANGKOK);
    const claims: Claim[] = serviceUnits(start, 60).map((unit) => ({
      resource: 'artist:7',
      unit,
      expiresAt: null,
    }));
    expect(claims).toHaveLength(5);
    const slots = serviceSlots(
      day({
        claims,
        store: { starts: '10:00', ends: '14:00' },
        artists: [{ id: 7, name: 'Ploy', hours: { starts: '10:00', ends: '14:00' } }],
      }),
    );
    // 10:00 + 75 min ends at 11:15: meets 11:00. The buffer of 10:00 would too.
    expect(local(slots)).toEqual(['12:15', '12:30', '12:45']);
  });

  it("counts a hold's claims until they lapse, and not after", () => {
    const start = localToInstant(DATE, '10:00', BANGKOK);
    const held = (expiresAt: string): Claim[] =>
      serviceUnits(start, 60).map((unit) => ({ resource: 'artist:7', unit, expiresAt }));
    const only = [{ id: 7, name: 'Ploy', hours: { starts: '10:00', ends: '11:15' } }];
    const live = serviceSlots(day({ artists: only, claims: held('2026-11-24T03:05:00.000Z') }));
    expect(live).toEqual([]);
    const lapsed = serviceSlots(day({ artists: only, claims: held('2026-11-24T03:00:00.000Z') }));
    expect(local(lapsed)).toEqual(['10:00']);
  });

  it('leaves out starts sooner than two hours and later than 60 days', () => {
    // The request at 09:00 Bangkok that day: 11:00 is the first start two hours ahead.
    const sameDay = serviceSlots(day({ now: localToInstant(DATE, '09:00', BANGKOK) }));
    expect(local(sameDay)[0]).toBe('11:00');
    // At 09:40, 11:40 is two hours ahead: the next quarter hour, 11:45, is the only start left.
    const later = serviceSlots(day({ now: localToInstant(DATE, '09:40', BANGKOK) }));
    expect(local(later)).toEqual(['11:45']);
    // 60 days before 10:30 on the day: 10:30 is the last start within the horizon.
    const early = serviceSlots(
      day({ now: new Date(localToInstant(DATE, '10:30', BANGKOK).getTime() - 60 * 86_400_000) }),
    );
    expect(local(early)).toEqual(['10:00', '10:15', '10:30']);
  });

  it('finds an Auckland morning on its local day though it is the day before in UTC', () => {
    const slots = serviceSlots(
      day({
        date: '2026-12-07',
        timeZone: TIME_ZONES.nz,
        now: new Date('2026-11-30T00:00:00.000Z'),
        store: { starts: '09:30', ends: '11:00' },
        artists: [{ id: 1, name: 'Aroha', hours: { starts: '09:30', ends: '11:00' } }],
      }),
    );
    expect(slots.map((slot) => slot.start.toISOString())).toEqual([
      '2026-12-06T20:30:00.000Z',
      '2026-12-06T20:45:00.000Z',
    ]);
    expect(isoWithOffset(slots[0].start, TIME_ZONES.nz)).toBe('2026-12-07T09:30:00+13:00');
  });
});

describe('sessionSlots', () => {
  const rules = [
    { id: 4, starts: '14:00', seats: 3, firstDay: null, lastDay: null },
    { id: 5, starts: '10:00', seats: 2, firstDay: '2026-12-02', lastDay: null },
    { id: 6, starts: '18:00', seats: 10, firstDay: '2026-12-01', lastDay: '2026-12-01' },
  ];

  it('makes the sessions of the rules valid that day, and counts seats left', () => {
    const sessions = sessionsOn(DATE, BANGKOK, rules);
    expect(sessions.map((session) => session.ruleId)).toEqual([4, 6]);
    const start = sessions[0].start;
    const claims: Claim[] = [
      { resource: sessionResource(4, start), unit: 'seat:1', expiresAt: null },
      // A hold still running, and one lapsed.
      {
        resource: sessionResource(4, start),
        unit: 'seat:2',
        expiresAt: '2026-11-24T03:04:00.000Z',
      },
      {
        resource: sessionResource(4, start),
        unit: 'seat:3',
        expiresAt: '2026-11-24T02:59:00.000Z',
      },
    ];
    const slots = sessionSlots({ now: WEEK_BEFORE, durationMinutes: 90, sessions, claims });
    expect(
      slots.map((slot) => [
        isoWithOffset(slot.start, BANGKOK),
        isoWithOffset(slot.end, BANGKOK),
        slot.remainingSeats,
      ]),
    ).toEqual([
      ['2026-12-01T14:00:00+07:00', '2026-12-01T15:30:00+07:00', 1],
      ['2026-12-01T18:00:00+07:00', '2026-12-01T19:30:00+07:00', 10],
    ]);
  });

  it('leaves out full sessions and those within the notice', () => {
    const sessions = sessionsOn(DATE, BANGKOK, rules);
    const full: Claim[] = [1, 2, 3].map((n) => ({
      resource: sessionResource(4, sessions[0].start),
      unit: `seat:${n}`,
      expiresAt: null,
    }));
    expect(
      sessionSlots({ now: WEEK_BEFORE, durationMinutes: 60, sessions, claims: full }).map(
        (slot) => slot.ruleId,
      ),
    ).toEqual([6]);
    const lateNow = localToInstant(DATE, '16:30', BANGKOK);
    expect(
      sessionSlots({ now: lateNow, durationMinutes: 60, sessions, claims: [] }).map(
        (s) => s.ruleId,
      ),
    ).toEqual([]);
  });
});
