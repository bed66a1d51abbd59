import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import type {
  AvailableSlots,
  BookingQuestionList,
  ReservationAnswer,
} from '../../../client/api/booking-contract';
import type { Country, Language } from '../../../client/lib/sites';
import { newMember } from '../api/member-helpers';
import { call, one } from '../api/shopper-helpers';

/**
 * Booking through the API as test/worker/api/reservations.worker.test.ts does (a member, the
 * required answers, the request's instant in X-Clock), and the booking's mails as the outbox
 * holds them, with their calendar file.
 */

/** Tuesday 1 December 2026, 08:00 in Singapore. */
export const NOW = '2026-12-01T00:00:00.000Z';
export const clock = (instant = NOW) => ({ 'x-clock': instant });

export type Member = Awaited<ReturnType<typeof newMember>>;
export type Site = { country: Country; language: Language };

/** A contact of its own for each booking (the outbox is read by address). */
export const contactFor = (phone = '+65 9123 4567') => ({
  fullName: 'Mei Tan',
  email: `booker-${crypto.randomUUID()}@example.com`,
  phone,
});

/** A priced service (not app-only) of the store `slug`, first in order. */
export async function serviceAt(slug: string) {
  const store = await one<{ id: number; country: Country }>(
    'SELECT id, country FROM stores WHERE slug = ?1',
    slug,
  );
  const activity = await one<{ id: number }>(
    `SELECT a.id FROM activities a JOIN activity_stores s ON s.activity_id = a.id AND s.store_id = ?2
     WHERE a.country = ?1 AND a.kind = 'service' AND a.price IS NOT NULL AND a.app_only = 0
       AND a.provider = 'store'
     ORDER BY a.position LIMIT 1`,
    store.country,
    store.id,
  );
  return { storeId: store.id, activityId: activity.id };
}

export async function slotsOf(
  activityId: number,
  storeId: number,
  date: string,
  site: Site = { country: 'sg', language: 'en' },
) {
  const response = await call(
    `booking-service/available-slots/${activityId}?storeId=${storeId}&date=${date}`,
    { headers: clock(), site },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as AvailableSlots).slots;
}

/** The answers the activity's required questions need (a choice's first option). */
async function requiredAnswers(activityId: number, site: Site): Promise<Record<string, string>> {
  const response = await call(`booking-service/questions/${activityId}`, { site });
  const { items } = (await response.json()) as BookingQuestionList;
  return Object.fromEntries(
    items
      .filter((question) => question.required)
      .map((question) => [question.code, question.options[0]?.value ?? 'Notes']),
  );
}

/** Books as `member` (201 expected) and answers the booking. */
export async function book(
  member: Member,
  body: { activityId: number; storeId: number; start: string } & Record<string, unknown>,
  options: { site?: Site; instant?: string } = {},
) {
  const site = options.site ?? { country: 'sg', language: 'en' };
  const response = await member.as('reservation-service/create', {
    method: 'POST',
    site,
    body: { artistId: null, ...body, answers: await requiredAnswers(body.activityId, site) },
    headers: { ...clock(options.instant), 'idempotency-key': crypto.randomUUID() },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as ReservationAnswer).reservation;
}

export interface QueuedMail {
  id: number;
  kind: string;
  language: string;
  subject: string;
  body: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** The mails queued to `to`, oldest first (of `kind` when given). */
export async function mailsTo(to: string, kind?: string): Promise<QueuedMail[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, kind, language, subject, body, attachments FROM outbox
     WHERE to_address = ?1 AND (?2 IS NULL OR kind = ?2) ORDER BY id`,
  )
    .bind(to, kind ?? null)
    .all<Omit<QueuedMail, 'attachments'> & { attachments: string | null }>();
  return results.map((row) => ({
    ...row,
    attachments: row.attachments ? JSON.parse(row.attachments) : [],
  }));
}

/**
 * A calendar file's first event as property → value (folded lines unfolded, parameters
 * dropped, TEXT escapes read back), after checking the file's frame.
 */
export function calendarEvent(ics: string): Record<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('END:VCALENDAR');
  const begin = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  expect(begin).toBeGreaterThan(0);
  const event: Record<string, string> = {};
  for (const line of lines.slice(begin + 1, end)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0];
    event[name] = line
      .slice(colon + 1)
      .replace(/\\n/gi, '\n')
      .replace(/\\([,;\\])/g, '$1');
  }
  return event;
}

/** An instant as iCalendar's UTC form: 20261202T020000Z. */
export const icalUtc = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
