import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type {
  Activity,
  ActivityGroupList,
  ActivityList,
  AvailableSlots,
  BannerList,
  BookingQuestionList,
} from '../../../client/api/booking-contract';
import type { ApiError } from '../../../client/api/contract';
import { COUNTRIES, SITES, type Country, type Language } from '../../../client/lib/sites';
import { CACHE } from '../../../worker/cache-policy';
import { translatorFor } from '../../../worker/i18n';
import { all, call, one } from './shopper-helpers';

/**
 * Booking's reads (worker/api/booking.ts, docs/booking.md): the activities, groups, banners and
 * questions of the request's site and language, and the free times of an activity at a store
 * on its local day, decided at the request's instant (`X-Clock`).
 */

const site = (country: Country, language: Language = SITES[country].languages[0]) => ({
  site: { country, language },
});

async function get<T>(path: string, options = {}): Promise<T> {
  const response = await call(path, options);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<T>();
}

async function refused(path: string, status: number, options = {}): Promise<ApiError> {
  const response = await call(path, options);
  expect(response.status).toBe(status);
  return response.json<ApiError>();
}

/** Tuesday 1 December 2026, 08:00 in Singapore: the instant the slot tests are decided at. */
const NOW = '2026-12-01T00:00:00.000Z';
const at = (instant = NOW) => ({ headers: { 'x-clock': instant } });

async function flagship(country: Country) {
  return one<{ id: number }>('SELECT id FROM stores WHERE slug = ?1', `${country}-flagship`);
}

async function activityNamed(country: Country, name: string) {
  return one<{ id: number }>(
    `SELECT a.id FROM activities a JOIN activity_texts t ON t.activity_id = a.id AND t.language = 'en'
     WHERE a.country = ?1 AND t.name = ?2`,
    country,
    name,
  );
}

describe('GET happening/services/activities', () => {
  it.each(COUNTRIES)(
    'lists the %s site’s services, classes and events, complete',
    async (country) => {
      const { items } = await get<ActivityList>('happening/services/activities/', site(country));
      const kinds = items.map((item) => item.kind);
      // Five services (New Zealand's stores offer no facial), two classes, two events, in order.
      expect(kinds.filter((kind) => kind === 'service')).toHaveLength(country === 'nz' ? 4 : 5);
      expect(kinds.slice(-4)).toEqual(['class', 'class', 'event', 'event']);
      for (const item of items) {
        expect(item.currency).toBe(SITES[country].currency);
        expect(item.name.length).toBeGreaterThan(0);
        expect(item.description.length).toBeGreaterThan(0);
        expect(item.storeIds.length).toBeGreaterThan(0);
        expect(item.durationMinutes % 15).toBe(0);
      }
      expect(items.filter((item) => item.appOnly)).toHaveLength(1);
      expect(items.filter((item) => item.provider === 'booxi')).toHaveLength(1);
      expect(items.filter((item) => item.invitationOnly).map((item) => item.kind)).toEqual([
        'event',
      ]);
      expect(items.some((item) => item.price !== null)).toBe(true);
      expect(
        items.filter((item) => item.kind === 'event').every((item) => item.price === null),
      ).toBe(true);
      const stores = await all<{ id: number }>('SELECT id FROM stores WHERE country = ?1', country);
      const own = new Set(stores.map((store) => store.id));
      expect(items.flatMap((item) => item.storeIds).every((id) => own.has(id))).toBe(true);
    },
  );

  it('answers in the language of the site, with English where asked', async () => {
    const [zh] = (await get<ActivityList>('happening/services/activities/', site('hk', 'zh')))
      .items;
    expect(zh.name).toBe('專業化妝');
    const [th] = (await get<ActivityList>('happening/services/activities/', site('th', 'th')))
      .items;
    expect(th.name).toBe('บริการแต่งหน้า');
    const [id] = (await get<ActivityList>('happening/services/activities/', site('id', 'id')))
      .items;
    expect(id.name).toBe('Rias wajah');
    const [en] = (await get<ActivityList>('happening/services/activities/', site('th', 'en')))
      .items;
    expect(en.name).toBe('Makeup application');
    expect(en.price).toBe(150000);
  });

  it('narrows by kind and by store', async () => {
    const classes = await get<ActivityList>('happening/services/activities/?kind=class');
    expect(classes.items.map((item) => item.kind)).toEqual(['class', 'class']);
    const store = await one<{ id: number }>(
      "SELECT id FROM stores WHERE slug = 'sg-raffles-place'",
    );
    const { items } = await get<ActivityList>(`happening/services/activities/?storeId=${store.id}`);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.storeIds.includes(store.id))).toBe(true);
    expect(items.some((item) => item.kind === 'class')).toBe(false);
  });

  it('refuses a store of another site, a bad store id or kind, naming the field', async () => {
    const hk = await flagship('hk');
    for (const query of [`storeId=${hk.id}`, 'storeId=abc', 'storeId=0']) {
      const error = await refused(`happening/services/activities/?${query}`, 400);
      expect(error.data.field).toBe('storeId');
    }
    expect((await refused('happening/services/activities/?kind=spa', 400)).data.field).toBe('kind');
  });

  it('is a shared answer for the edge cache', async () => {
    const response = await call('happening/services/activities/');
    expect(response.headers.get('cache-control')).toBe(CACHE.apiShared);
  });
});

describe('GET happening/services/activities/{id}', () => {
  it('answers one activity of the site, as the list does', async () => {
    const { items } = await get<ActivityList>('happening/services/activities/', site('my'));
    const response = await call(`happening/services/activities/${items[5].id}`, site('my'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(CACHE.apiShared);
    expect(await response.json<Activity>()).toEqual(items[5]);
  });

  it("is not found on another site, nor when unknown, in the request's language", async () => {
    const { items } = await get<ActivityList>('happening/services/activities/');
    for (const id of [items[0].id, 999_999]) {
      const error = await refused(`happening/services/activities/${id}`, 404, site('hk', 'zh'));
      expect(error.data).toMatchObject({ code: 'ACTIVITY_NOT_FOUND', field: 'id' });
      expect(error.message).toBe(translatorFor('zh')('errors.notFound'));
    }
    expect((await refused('happening/services/activities/01', 400)).data.field).toBe('id');
  });
});

describe('GET happening/activity-groups and happening/banners', () => {
  it('lists the three groups in order, in the language', async () => {
    const en = await get<ActivityGroupList>('happening/activity-groups/', site('hk', 'en'));
    expect(en.items.map((group) => group.name)).toEqual([
      'Beauty services',
      'Beauty classes',
      'Store events',
    ]);
    const zh = await get<ActivityGroupList>('happening/activity-groups/', site('hk', 'zh'));
    expect(zh.items.map((group) => group.name)).toEqual(['美容服務', '美容課程', '店舖活動']);
    const { items } = await get<ActivityList>('happening/services/activities/', site('hk', 'zh'));
    expect(new Set(items.map((item) => item.groupId))).toEqual(new Set(zh.items.map((g) => g.id)));
  });

  it("lists the banners of the site's language, shared", async () => {
    const response = await call('happening/banners/', site('th', 'th'));
    expect(response.headers.get('cache-control')).toBe(CACHE.apiShared);
    const { items } = await response.json<BannerList>();
    expect(items.map((banner) => banner.title)).toEqual(['จองบริการแต่งหน้า', 'คลาสทุกสัปดาห์']);
    expect(items.every((banner) => banner.href.startsWith('/'))).toBe(true);
    const english = await get<BannerList>('happening/banners/', site('th', 'en'));
    expect(english.items[0].title).toBe('Book a makeup session');
  });
});

describe('GET booking-service/questions/{activityId}', () => {
  it("answers an activity's questions in order, options labelled in the language", async () => {
    const makeup = await activityNamed('hk', 'Makeup application');
    const { items } = await get<BookingQuestionList>(
      `booking-service/questions/${makeup.id}`,
      site('hk', 'zh'),
    );
    expect(items.map((question) => [question.code, question.kind, question.required])).toEqual([
      ['occasion', 'choice', true],
      ['notes', 'text', false],
    ]);
    expect(items[0].label).toBe('場合');
    expect(items[0].options[2]).toEqual({ value: 'wedding', label: '婚禮' });
    expect(items[1].options).toEqual([]);
  });

  it('is not found for an unknown activity or one of another site; 400 for a bad id', async () => {
    const makeup = await activityNamed('sg', 'Makeup application');
    for (const id of [makeup.id, 999_999]) {
      const error = await refused(`booking-service/questions/${id}`, 404, site('au'));
      expect(error.data).toMatchObject({ code: 'ACTIVITY_NOT_FOUND', field: 'activityId' });
    }
    expect((await refused('booking-service/questions/1e3', 400)).data.field).toBe('activityId');
  });
});

describe('GET booking-service/available-slots/{activityId}', () => {
  const slotsPath = (activityId: number, storeId: number, date: string) =>
    `booking-service/available-slots/${activityId}?storeId=${storeId}&date=${date}`;

  it("answers a service's free starts on the store's day, with its offset, never stored", async () => {
    const makeup = await activityNamed('sg', 'Makeup application');
    const store = await flagship('sg');
    const response = await call(slotsPath(makeup.id, store.id, '2026-12-08'), at());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(CACHE.private);
    const { slots } = await response.json<AvailableSlots>();
    // The flagship opens 10:00-22:00; a 60-minute service and its buffer end by 22:00.
    expect(slots[0]).toMatchObject({
      start: '2026-12-08T10:00:00+08:00',
      end: '2026-12-08T11:00:00+08:00',
      remainingSeats: null,
    });
    expect(slots.at(-1)?.start).toBe('2026-12-08T20:45:00+08:00');
    expect(slots[0].artists.length).toBeGreaterThan(0);
    const busiest = Math.max(...slots.map((slot) => slot.artists.length));
    expect(busiest).toBe(3);
  });

  it("finds an Auckland morning on its local day, and a Perth store's hours in Perth's time", async () => {
    // Monday 7 December in Auckland (UTC+13) starts on the 6th in UTC.
    const auckland = await get<AvailableSlots>(
      slotsPath(
        (await activityNamed('nz', 'Makeup application')).id,
        (await flagship('nz')).id,
        '2026-12-07',
      ),
      { ...site('nz'), ...at() },
    );
    expect(auckland.slots[0].start).toBe('2026-12-07T10:15:00+13:00');
    expect(new Date(auckland.slots[0].start).toISOString()).toBe('2026-12-06T21:15:00.000Z');
    // Perth opens 09:00 in Perth (UTC+8), not in Sydney (UTC+11).
    const perth = await one<{ id: number }>("SELECT id FROM stores WHERE slug = 'au-perth'");
    const slots = await get<AvailableSlots>(
      slotsPath((await activityNamed('au', 'Makeup application')).id, perth.id, '2026-12-08'),
      { ...site('au'), ...at() },
    );
    expect(slots.slots[0].start).toBe('2026-12-08T09:00:00+08:00');
  });

  it("removes the starts a booking's claims cover, and picks the least busy artist first", async () => {
    const makeup = await activityNamed('sg', 'Makeup application');
    const store = await flagship('sg');
    const path = slotsPath(makeup.id, store.id, '2026-12-08');
    const before = (await get<AvailableSlots>(path, at())).slots;
    const noon = before.find((slot) => slot.start === '2026-12-08T12:00:00+08:00')!;
    const [first, second] = noon.artists;
    // `first` is booked 12:00-13:00 (units 12:00 to 13:00 with the buffer).
    await book(
      first.id,
      makeup.id,
      store.id,
      '2026-12-08T04:00:00.000Z',
      '2026-12-08T05:00:00.000Z',
    );
    const after = (await get<AvailableSlots>(path, at())).slots;
    const at12 = after.find((slot) => slot.start === '2026-12-08T12:00:00+08:00')!;
    expect(at12.artists.map((artist) => artist.id)).not.toContain(first.id);
    // With a booking that day, `first` comes after the others wherever both are free.
    const both = after.find(
      (slot) =>
        slot.artists.some((a) => a.id === first.id) && slot.artists.some((a) => a.id === second.id),
    )!;
    expect(both.artists.findIndex((a) => a.id === second.id)).toBeLessThan(
      both.artists.findIndex((a) => a.id === first.id),
    );
  });

  it('gives no start sooner than two hours, and none past 60 days', async () => {
    const makeup = await activityNamed('sg', 'Makeup application');
    const store = await flagship('sg');
    // 11:20 in Singapore: 13:20 is two hours ahead, so 13:30 is the first start.
    const today = await get<AvailableSlots>(
      slotsPath(makeup.id, store.id, '2026-12-01'),
      at('2026-12-01T03:20:00.000Z'),
    );
    expect(today.slots[0].start).toBe('2026-12-01T13:30:00+08:00');
    const far = await get<AvailableSlots>(slotsPath(makeup.id, store.id, '2027-02-15'), at());
    expect(far.slots).toEqual([]);
    const past = await get<AvailableSlots>(slotsPath(makeup.id, store.id, '2026-11-30'), at());
    expect(past.slots).toEqual([]);
  });

  it("answers a class's sessions with the seats left, lapsed holds not counted", async () => {
    const masterclass = await activityNamed('sg', 'Everyday makeup masterclass');
    const store = await flagship('sg');
    // Wednesday 9 December: the 17:00 session.
    const path = slotsPath(masterclass.id, store.id, '2026-12-09');
    const { slots } = await get<AvailableSlots>(path, at());
    expect(slots).toEqual([
      {
        start: '2026-12-09T17:00:00+08:00',
        end: '2026-12-09T18:30:00+08:00',
        remainingSeats: 8,
        artists: [],
      },
    ]);
    const rule = await one<{ id: number }>(
      'SELECT id FROM session_rules WHERE activity_id = ?1 AND store_id = ?2 AND weekday = 2',
      masterclass.id,
      store.id,
    );
    const resource = `session:${rule.id}:2026-12-09T09:00:00.000Z`;
    const account = await anAccount();
    const hold = async (expiresAt: string, seat: number) => {
      const { meta } = await env.DB.prepare(
        `INSERT INTO holds (account_id, activity_id, store_id, session_rule_id, starts_at, ends_at, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, '2026-12-09T09:00:00.000Z', '2026-12-09T10:30:00.000Z', '2026-11-30T23:55:00.000Z', ?5)`,
      )
        .bind(account, masterclass.id, store.id, rule.id, expiresAt)
        .run();
      await env.DB.prepare(
        'INSERT INTO booking_claims (resource, unit, hold_id, expires_at) VALUES (?1, ?2, ?3, ?4)',
      )
        .bind(resource, `seat:${seat}`, meta.last_row_id, expiresAt)
        .run();
    };
    await hold('2026-12-01T00:04:00.000Z', 1);
    await hold('2026-11-30T23:59:00.000Z', 2);
    const after = await get<AvailableSlots>(path, at());
    expect(after.slots[0].remainingSeats).toBe(7);
  });

  it('refuses an unknown activity (404), a store of another site or not offering it, a bad date (400)', async () => {
    const makeup = await activityNamed('sg', 'Makeup application');
    const store = await flagship('sg');
    const hk = await flagship('hk');
    const raffles = await one<{ id: number }>(
      "SELECT id FROM stores WHERE slug = 'sg-raffles-place'",
    );
    const masterclass = await activityNamed('sg', 'Everyday makeup masterclass');
    const unknown = await call(slotsPath(999_999, store.id, '2026-12-08'), at());
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe(CACHE.private);
    for (const path of [
      slotsPath(makeup.id, hk.id, '2026-12-08'),
      slotsPath(masterclass.id, raffles.id, '2026-12-08'),
      `booking-service/available-slots/${makeup.id}?date=2026-12-08`,
    ])
      expect((await refused(path, 400, at())).data.field).toBe('storeId');
    for (const date of ['2026-02-30', '8-12-2026', 'tomorrow', ''])
      expect((await refused(slotsPath(makeup.id, store.id, date), 400, at())).data.field).toBe(
        'date',
      );
  });
});

let accounts = 0;

/** A member to own a reservation or a hold. */
async function anAccount(): Promise<number> {
  accounts += 1;
  const email = `booker${accounts}@example.com`;
  const { meta } = await env.DB.prepare(
    `INSERT INTO accounts (email, email_key, first_name, last_name, birth_date, country, language,
       consent_personal_at, consent_policy_at, created_at, updated_at)
     VALUES (?1, ?1, 'Test', 'Booker', '1990-01-01', 'sg', 'en', ?2, ?2, ?2, ?2)`,
  )
    .bind(email, NOW)
    .run();
  return meta.last_row_id;
}

/** A confirmed booking of a service with its claims, as the write side will make it. */
async function book(
  artistId: number,
  activityId: number,
  storeId: number,
  startsAt: string,
  endsAt: string,
) {
  const account = await anAccount();
  const { meta } = await env.DB.prepare(
    `INSERT INTO reservations (confirmation_number, account_id, activity_id, store_id, artist_id,
       starts_at, ends_at, state, full_name, email, phone, price, currency, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'confirmed', 'Test Booker', 'booker@example.com', '+65 6123 4567', 6000, 'SGD', ?8, ?8)`,
  )
    .bind(
      `BK${String(account).padStart(8, '0')}`,
      account,
      activityId,
      storeId,
      artistId,
      startsAt,
      endsAt,
      NOW,
    )
    .run();
  const units: string[] = [];
  for (
    let time = Date.parse(startsAt);
    time < Date.parse(endsAt) + 15 * 60_000;
    time += 15 * 60_000
  )
    units.push(new Date(time).toISOString());
  await env.DB.batch(
    units.map((unit) =>
      env.DB.prepare(
        'INSERT INTO booking_claims (resource, unit, reservation_id) VALUES (?1, ?2, ?3)',
      ).bind(`artist:${artistId}`, unit, meta.last_row_id),
    ),
  );
}

describe("the spec's other paths to the same reads", () => {
  it('answer what the happening paths answer, narrowed by kind where they name one', async () => {
    const all = await get<ActivityList>('happening/services/activities/', site('th', 'th'));
    for (const path of ['booking-service/activities/', 'layouts/store-services/activities'])
      expect(await get<ActivityList>(path, site('th', 'th'))).toEqual(all);
    const classes = await get<ActivityList>('booking-services/beauty-classes', site('th', 'th'));
    expect(classes.items).toEqual(all.items.filter((item) => item.kind === 'class'));
    const services = await get<ActivityList>('beauty-services', site('th', 'th'));
    expect(services.items).toEqual(all.items.filter((item) => item.kind === 'service'));
    const [first] = all.items;
    expect(await get<Activity>(`booking-service/activities/${first.id}`, site('th', 'th'))).toEqual(
      first,
    );
    expect(
      await get<ActivityGroupList>('layouts/store-services/activity-groups', site('th', 'th')),
    ).toEqual(await get<ActivityGroupList>('happening/activity-groups/', site('th', 'th')));
  });

  it('counts the free times of each day of a run (time-slots), as the day lists them', async () => {
    const store = await flagship('sg');
    const makeup = await activityNamed('sg', 'Makeup application');
    const { days } = await get<{ days: { date: string; freeTimes: number }[] }>(
      `booking-service/time-slots/${makeup.id}?storeId=${store.id}&from=2026-12-01&days=3`,
      at(),
    );
    expect(days.map((day) => day.date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    for (const day of days) {
      const { slots } = await get<AvailableSlots>(
        `booking-service/available-slots/${makeup.id}?storeId=${store.id}&date=${day.date}`,
        at(),
      );
      expect(day.freeTimes).toBe(slots.length);
    }
    expect(days[1].freeTimes).toBeGreaterThan(0);
    const error = await refused(
      `booking-service/time-slots/${makeup.id}?storeId=${store.id}&from=2026-12-01&days=15`,
      400,
    );
    expect(error.data.field).toBe('days');
  });
});
