import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../../../client/api/store-contract';
import {
  byDistance,
  directionsUrl,
  distanceKm,
  isOpenNow,
  localMoment,
  telUrl,
  todaysHours,
} from '../../../client/lib/stores';

const singapore = { latitude: 1.3521, longitude: 103.8198 };
const kualaLumpur = { latitude: 3.139, longitude: 101.6869 };
const sydney = { latitude: -33.8688, longitude: 151.2093 };
const auckland = { latitude: -36.8485, longitude: 174.7633 };

describe('distanceKm (haversine)', () => {
  it('is zero from a point to itself and the same both ways', () => {
    expect(distanceKm(singapore, singapore)).toBe(0);
    expect(distanceKm(singapore, kualaLumpur)).toBeCloseTo(distanceKm(kualaLumpur, singapore), 9);
  });

  it('gives known great-circle distances', () => {
    // One degree of latitude along a meridian: 111.195 km on the mean sphere.
    const degree = distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 });
    expect(degree).toBeCloseTo(111.195, 2);
    // Singapore to Kuala Lumpur, centre to centre: about 309 km as the crow flies.
    expect(distanceKm(singapore, kualaLumpur)).toBeCloseTo(309.25, 1);
    // Sydney to Auckland: about 2,156 km.
    expect(distanceKm(sydney, auckland)).toBeGreaterThan(2140);
    expect(distanceKm(sydney, auckland)).toBeLessThan(2170);
  });

  it('measures a quarter of the equator as a quarter of the circumference', () => {
    const quarter = distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 });
    expect(quarter).toBeCloseTo((Math.PI * 6371.0088) / 2, 6);
  });

  it('crosses the antimeridian the short way', () => {
    const east = { latitude: 0, longitude: 179.5 };
    const west = { latitude: 0, longitude: -179.5 };
    expect(distanceKm(east, west)).toBeLessThan(112);
  });
});

describe('byDistance', () => {
  it('orders nearest first with each distance', () => {
    const stores = [
      { id: 'kl', coordinates: kualaLumpur },
      { id: 'sydney', coordinates: sydney },
      { id: 'sg', coordinates: singapore },
    ];
    const ordered = byDistance(stores, { latitude: 1.3, longitude: 103.8 });
    expect(ordered.map((entry) => entry.item.id)).toEqual(['sg', 'kl', 'sydney']);
    expect(ordered[0].km).toBeLessThan(10);
  });
});

const weekdays: OpeningHours[] = [0, 1, 2, 3, 4].map((weekday) => ({
  weekday,
  opens: '10:00',
  closes: '21:00',
}));
const hours: OpeningHours[] = [...weekdays, { weekday: 5, opens: '11:00', closes: '18:00' }];

describe('localMoment', () => {
  it("reads the store's weekday and time in its own zone, whatever the machine's", () => {
    // 03:00 UTC on Monday 30 November 2026 is 10:00 in Bangkok (UTC+7), 14:00 in Sydney (UTC+11).
    const at = new Date('2026-11-30T03:00:00Z');
    expect(localMoment('th', at)).toEqual({ weekday: 0, time: '10:00' });
    expect(localMoment('au', at)).toEqual({ weekday: 0, time: '14:00' });
    // 23:30 UTC on Sunday is already Monday 07:30 in Singapore.
    expect(localMoment('sg', new Date('2026-11-29T23:30:00Z'))).toEqual({
      weekday: 0,
      time: '07:30',
    });
  });

  it('writes midnight as 00:00', () => {
    expect(localMoment('sg', new Date('2026-11-29T16:00:00Z'))).toEqual({
      weekday: 0,
      time: '00:00',
    });
  });
});

describe('todaysHours and isOpenNow', () => {
  it('a Bangkok store at 10:00 local time is open, and was closed at 09:59', () => {
    const tenInBangkok = new Date('2026-11-30T03:00:00Z');
    expect(todaysHours(hours, 'th', tenInBangkok)).toEqual({
      weekday: 0,
      opens: '10:00',
      closes: '21:00',
    });
    expect(isOpenNow(hours, 'th', tenInBangkok)).toBe(true);
    expect(isOpenNow(hours, 'th', new Date('2026-11-30T02:59:00Z'))).toBe(false);
  });

  it('the same instant is another day in another zone', () => {
    // Saturday 28 November 2026, 23:00 UTC: Sunday 10:00 in Sydney (closed), Saturday 23:00 in London.
    const at = new Date('2026-11-28T23:00:00Z');
    expect(todaysHours(hours, 'au', at)).toBeUndefined();
    expect(isOpenNow(hours, 'au', at)).toBe(false);
    // Still Sunday 07:00 in Jakarta: closed all day too.
    expect(todaysHours(hours, 'id', new Date('2026-11-29T00:00:00Z'))).toBeUndefined();
    // Saturday 14:00 in Hong Kong: Saturday's shorter hours, open.
    const saturday = new Date('2026-11-28T06:00:00Z');
    expect(todaysHours(hours, 'hk', saturday)?.closes).toBe('18:00');
    expect(isOpenNow(hours, 'hk', saturday)).toBe(true);
  });

  it('closes at the closing minute', () => {
    // 21:00 in Manila (UTC+8) on Monday.
    expect(isOpenNow(hours, 'ph', new Date('2026-11-30T13:00:00Z'))).toBe(false);
    expect(isOpenNow(hours, 'ph', new Date('2026-11-30T12:59:00Z'))).toBe(true);
  });
});

describe('links', () => {
  it('directions go to Google Maps with the coordinates', () => {
    expect(directionsUrl({ latitude: 13.7466, longitude: 100.5393 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=13.7466,100.5393',
    );
  });

  it('a phone link keeps the plus and the digits', () => {
    expect(telUrl('+66 2 123-4567')).toBe('tel:+6621234567');
  });
});

describe('a store in a zone of its own', () => {
  it("counts a Perth store's hours in Perth's time, not the Australian site's", () => {
    const hours = [{ weekday: 0, opens: '10:00', closes: '21:00' }];
    // 09:30 in Perth is 12:30 in Sydney (summer): closed in Perth, whatever Sydney says.
    const at = new Date('2026-11-30T01:30:00Z');
    expect(localMoment('au', at, 'au-perth')).toEqual({ weekday: 0, time: '09:30' });
    expect(isOpenNow(hours, 'au', at, 'au-perth')).toBe(false);
    expect(isOpenNow(hours, 'au', at)).toBe(true);
  });
});
