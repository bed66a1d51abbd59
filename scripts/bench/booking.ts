/**
 * Booking (docs/booking.md): the free times of a store's day for one service with 50,000
 * bookings seeded across every store's artists (the reads that grow with bookings:
 * booking_claims and reservations, through their indexes), and booking creation (POST
 * reservation-service/create, each its own free time, one after another: the guarded batch of
 * the reservation, its claims and its mail).
 */
import type { Miniflare } from 'miniflare';
import { measureTtfb, quantile, type TtfbResult } from './ttfb';

export interface BookingFigures {
  bookings: number;
  seedSeconds: number;
  slots: TtfbResult;
  creations: number;
  create: { p50: number; p99: number };
}

const DAY = 24 * 60 * 60 * 1000;

/** The next UTC midnight at least a day after `now` (inside the 60-day horizon from it). */
function firstDay(now: number): number {
  return Math.ceil(now / DAY) * DAY + DAY;
}

/** A day's bookings for every artist: as many as `total` asks, at most 12 each. */
const PER_DAY = 12;

/**
 * 50,000 service bookings: every artist of every site (72), from the first day on, up to 12 a
 * day 45 minutes apart (a 30-minute service and its buffer: three claimed quarter hours each)
 * from 01:00 UTC, until the count is reached. One member owns them (who owns them does not
 * change the reads). Made in SQL, a day per batch: an INSERT ... SELECT of the day's
 * reservations, then of their claims.
 */
async function seedBookings(db: D1Database, total: number, from: number): Promise<number> {
  const account = await db
    .prepare(
      `INSERT INTO accounts (email, email_key, first_name, last_name, birth_date, country, language,
         consent_personal_at, consent_policy_at, created_at, updated_at)
       VALUES ('bench-bookings@example.com', 'bench-bookings@example.com', 'Bench', 'Booker',
         '1990-01-01', 'sg', 'en', ?1, ?1, ?1, ?1) RETURNING id`,
    )
    .bind(new Date().toISOString())
    .first<{ id: number }>();
  const artists = await db
    .prepare('SELECT COUNT(DISTINCT artist_id) AS n FROM activity_artists')
    .first<{ n: number }>();
  const perDay = Math.min(PER_DAY, Math.ceil(total / (artists!.n * 60)));
  const stamp = new Date().toISOString();
  let made = 0;
  for (let day = 0; day < 60 && made < total; day += 1) {
    const base = new Date(from + day * DAY).toISOString();
    const limit = Math.min(total - made, artists!.n * perDay);
    const [inserted] = await db.batch([
      db
        .prepare(
          `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?4 - 1),
           team AS (
             SELECT g.artist, g.store, g.activity, s.country FROM (
               SELECT artist_id AS artist, MIN(store_id) AS store, MIN(activity_id) AS activity
               FROM activity_artists GROUP BY artist_id
             ) g JOIN stores s ON s.id = g.store
           )
           INSERT INTO reservations (confirmation_number, account_id, activity_id, store_id,
             artist_id, starts_at, ends_at, state, full_name, email, phone, currency, created_at, updated_at)
           SELECT printf('B%03d%06d', ?5, team.artist * 100 + n.i), ?1, team.activity, team.store,
             team.artist,
             strftime('%Y-%m-%dT%H:%M:00.000Z', ?2, '+' || (60 + n.i * 45) || ' minutes'),
             strftime('%Y-%m-%dT%H:%M:00.000Z', ?2, '+' || (90 + n.i * 45) || ' minutes'),
             'confirmed', 'Bench Booker', 'bench@example.com', '+65 9123 4567',
             CASE team.country WHEN 'au' THEN 'AUD' WHEN 'hk' THEN 'HKD' WHEN 'id' THEN 'IDR'
               WHEN 'my' THEN 'MYR' WHEN 'nz' THEN 'NZD' WHEN 'ph' THEN 'PHP' WHEN 'sg' THEN 'SGD'
               ELSE 'THB' END,
             ?3, ?3
           FROM team, n ORDER BY n.i, team.artist LIMIT ?6`,
        )
        .bind(account!.id, base, stamp, perDay, day, limit),
      db
        .prepare(
          `WITH k(q) AS (VALUES (0), (1), (2))
           INSERT INTO booking_claims (resource, unit, reservation_id)
           SELECT 'artist:' || r.artist_id,
             strftime('%Y-%m-%dT%H:%M:00.000Z', r.starts_at, '+' || (k.q * 15) || ' minutes'), r.id
           FROM reservations r, k
           WHERE r.account_id = ?1 AND r.starts_at >= ?2 AND r.starts_at < ?3`,
        )
        .bind(account!.id, base, new Date(from + (day + 1) * DAY).toISOString()),
    ]);
    made += inserted.meta.changes;
  }
  return made;
}

async function signedInMember(origin: string): Promise<string> {
  const email = `bench-booking-${Date.now()}@example.com`;
  const password = 'Bench#Book1ng';
  const made = await fetch(`${origin}/api/web/v1/sandbox/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password, country: 'sg' }),
  });
  if (made.status !== 201) throw new Error(`sandbox/users answered ${made.status}`);
  const token = await fetch(`${origin}/api/web/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'cf-connecting-ip': 'bench-booking' },
    body: JSON.stringify({ grant_type: 'password', email, password }),
  });
  if (token.status !== 200) throw new Error(`auth/token answered ${token.status}`);
  return token.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export async function measureBooking(
  mf: Miniflare,
  origin: string,
  total = 50_000,
  creations = 40,
): Promise<BookingFigures> {
  const db = await mf.getD1Database('DB');
  const from = firstDay(Date.now());
  const seeded = performance.now();
  const bookings = await seedBookings(db, total, from);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const target = await db
    .prepare(
      `SELECT a.id AS activity, s.id AS store FROM activities a
         JOIN activity_stores x ON x.activity_id = a.id JOIN stores s ON s.id = x.store_id
       WHERE a.country = 'sg' AND a.kind = 'service' AND a.provider = 'store' AND a.app_only = 0
         AND s.slug = 'sg-flagship'
       ORDER BY a.position LIMIT 1`,
    )
    .first<{ activity: number; store: number }>();
  if (!target) throw new Error('no SG service at the flagship');
  const date = new Date(from + 2 * DAY).toISOString().slice(0, 10);
  const headers = { 'x-site-country': 'sg' };
  const slots = await measureTtfb(
    `${origin}/api/web/v1/booking-service/available-slots/${target.activity}?storeId=${target.store}&date=${date}`,
    { warmup: 10, count: 200, maxMs: 30_000, timeoutMs: 10_000, headers },
  );

  const cookie = await signedInMember(origin);
  const questions = (await (
    await fetch(`${origin}/api/web/v1/booking-service/questions/${target.activity}`, { headers })
  ).json()) as { items: { code: string; required: boolean; options: { value: string }[] }[] };
  const answers = Object.fromEntries(
    questions.items
      .filter((question) => question.required)
      .map((question) => [question.code, question.options[0]?.value ?? 'Bench']),
  );
  const times: number[] = [];
  for (let day = 3; times.length < creations && day < 50; day += 1) {
    const on = new Date(from + day * DAY).toISOString().slice(0, 10);
    const free = (await (
      await fetch(
        `${origin}/api/web/v1/booking-service/available-slots/${target.activity}?storeId=${target.store}&date=${on}`,
        { headers },
      )
    ).json()) as { slots: { start: string }[] };
    // An hour apart: each booking's time (and its buffer) is still free when its turn comes.
    for (const slot of free.slots.filter((_, index) => index % 4 === 0).slice(0, 6)) {
      if (times.length >= creations) break;
      const started = performance.now();
      const response = await fetch(`${origin}/api/web/v1/reservation-service/create`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          origin,
          cookie,
          'idempotency-key': `bench-booking-${day}-${slot.start.slice(11, 16).replace(':', '')}`,
        },
        body: JSON.stringify({
          activityId: target.activity,
          storeId: target.store,
          start: slot.start,
          artistId: null,
          contact: { fullName: 'Bench Booker', email: 'bench@example.com', phone: '+65 9123 4567' },
          answers,
        }),
      });
      const elapsed = performance.now() - started;
      // A time this run's own earlier booking took (the list was read before it): next one.
      if (response.status === 409) {
        await response.arrayBuffer();
        continue;
      }
      if (response.status !== 201)
        throw new Error(
          `booking ${times.length} at ${slot.start} answered ${response.status}: ${await response.text()}`,
        );
      await response.arrayBuffer();
      times.push(elapsed);
    }
  }
  const sorted = times.slice(3).sort((a, b) => a - b);
  return {
    bookings,
    seedSeconds,
    slots,
    creations: sorted.length,
    create: { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) },
  };
}
