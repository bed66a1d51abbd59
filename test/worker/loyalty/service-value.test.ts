import { describe, expect, it } from 'vitest';
import {
  givesServiceValue,
  serviceValueCode,
  serviceValueWindow,
} from '../../../worker/loyalty/service-value';

/**
 * Service value's pure rules (docs/booking.md "Service value"): which bookings give one, its
 * code, and its day on the SITE's calendar (Australia counts in Sydney's time, a Perth store's
 * too), daylight saving included.
 */

describe('givesServiceValue', () => {
  it('a service with a price gives one; a free service, a class or an event none', () => {
    expect(givesServiceValue('service', 8000)).toBe(true);
    expect(givesServiceValue('service', null)).toBe(false);
    expect(givesServiceValue('class', 8000)).toBe(false);
    expect(givesServiceValue('event', null)).toBe(false);
  });
});

describe('serviceValueCode', () => {
  it('is SV- and the confirmation number, within the codes’ 3 to 40 characters', () => {
    expect(serviceValueCode('AB12CD34EF')).toBe('SV-AB12CD34EF');
  });
});

describe('serviceValueWindow', () => {
  it('is the booking’s whole site day: from its midnight to the next', () => {
    // 10:00 in Singapore.
    expect(serviceValueWindow('sg', new Date('2026-12-01T02:00:00Z'))).toEqual({
      day: '2026-12-01',
      from: new Date('2026-11-30T16:00:00Z'),
      until: new Date('2026-12-01T16:00:00Z'),
    });
  });

  it('a booking across midnight UTC lands on the site’s day', () => {
    // 07:30 on the 2nd in Bangkok is 00:30 UTC on the 2nd; 06:30 is 23:30 UTC on the 1st.
    expect(serviceValueWindow('th', new Date('2026-12-01T23:30:00Z')).day).toBe('2026-12-02');
  });

  it('Australia counts Sydney’s day, in summer time (UTC+11)', () => {
    // 09:00 in Perth on 1 December is 12:00 in Sydney: Sydney's 1 December.
    expect(serviceValueWindow('au', new Date('2026-12-01T01:00:00Z'))).toEqual({
      day: '2026-12-01',
      from: new Date('2026-11-30T13:00:00Z'),
      until: new Date('2026-12-01T13:00:00Z'),
    });
  });

  it('a day daylight saving ends on is 25 hours long (Sydney, 5 April 2026)', () => {
    const { from, until } = serviceValueWindow('au', new Date('2026-04-05T02:00:00Z'));
    expect(from).toEqual(new Date('2026-04-04T13:00:00Z'));
    expect(until).toEqual(new Date('2026-04-05T14:00:00Z'));
  });
});
