import type {
  Activity,
  ActivityGroupList,
  ActivityKind,
  BannerList,
  BookingQuestionList,
} from '../../client/api/booking-contract';
import { SITES, type Country, type Language } from '../../client/lib/sites';

/**
 * What a site offers to book (docs/booking.md "What can be booked"): its activities, groups,
 * banners and each activity's questions, texts in the asked language, else English (the whole
 * text row, so a name and a description are never of two languages). Every read goes through
 * an index (test/worker/booking/reads.worker.test.ts).
 */

/** `?{n}` for the text row in `language`, else English, of the row `id` of `table`. */
const textLanguage = (table: string, key: string, id: string, n: number) =>
  `COALESCE((SELECT language FROM ${table} WHERE ${key} = ${id} AND language = ?${n}), 'en')`;

interface ActivityRow {
  id: number;
  kind: ActivityKind;
  duration_minutes: number;
  price: number | null;
  app_only: number;
  invitation_only: number;
  provider: 'store' | 'booxi';
  group_id: number;
  name: string;
  description: string;
}

export interface ActivityFilter {
  id?: number;
  storeId?: number;
  kind?: ActivityKind;
}

/** The site's activities in order, narrowed by `filter`. */
export async function readActivities(
  db: D1Database,
  country: Country,
  language: Language,
  filter: ActivityFilter = {},
): Promise<Activity[]> {
  const binds = [country, language, filter.id ?? null, filter.kind ?? null, filter.storeId ?? null];
  const [activities, stores] = await db.batch([
    db
      .prepare(
        `SELECT a.id, a.kind, a.duration_minutes, a.price, a.app_only, a.invitation_only,
                a.provider, a.group_id, t.name, t.description
         FROM activities a
         JOIN activity_texts t ON t.activity_id = a.id
           AND t.language = ${textLanguage('activity_texts', 'activity_id', 'a.id', 2)}
         WHERE a.country = ?1 AND (?3 IS NULL OR a.id = ?3) AND (?4 IS NULL OR a.kind = ?4)
           AND (?5 IS NULL OR a.id IN (SELECT activity_id FROM activity_stores WHERE store_id = ?5))
         ORDER BY a.position`,
      )
      .bind(...binds),
    db
      .prepare(
        `SELECT x.activity_id, x.store_id, s.position
         FROM activities a
         JOIN activity_stores x ON x.activity_id = a.id
         JOIN stores s ON s.id = x.store_id
         WHERE a.country = ?1 AND (?2 IS NULL OR a.id = ?2)`,
      )
      .bind(country, filter.id ?? null),
  ]);
  const storesOf = new Map<number, number[]>();
  // In the stores' order (sorted here: the few rows of a site need no index for it).
  const rows = (stores.results as { activity_id: number; store_id: number; position: number }[])
    .slice()
    .sort((a, b) => a.position - b.position);
  for (const row of rows)
    storesOf.set(row.activity_id, [...(storesOf.get(row.activity_id) ?? []), row.store_id]);
  const currency = SITES[country].currency;
  return (activities.results as ActivityRow[]).map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    durationMinutes: row.duration_minutes,
    price: row.price,
    currency,
    appOnly: row.app_only === 1,
    invitationOnly: row.invitation_only === 1,
    provider: row.provider,
    groupId: row.group_id,
    storeIds: storesOf.get(row.id) ?? [],
  }));
}

/** One activity of the site, or null when unknown or another site's. */
export async function readActivity(
  db: D1Database,
  country: Country,
  language: Language,
  id: number,
): Promise<Activity | null> {
  const [activity] = await readActivities(db, country, language, { id });
  return activity ?? null;
}

/** The site's activity groups in order. */
export async function readActivityGroups(
  db: D1Database,
  country: Country,
  language: Language,
): Promise<ActivityGroupList['items']> {
  const { results } = await db
    .prepare(
      `SELECT g.id, t.name
       FROM activity_groups g
       JOIN activity_group_texts t ON t.group_id = g.id
         AND t.language = ${textLanguage('activity_group_texts', 'group_id', 'g.id', 2)}
       WHERE g.country = ?1
       ORDER BY g.position`,
    )
    .bind(country, language)
    .all<{ id: number; name: string }>();
  return results;
}

/** The banners of the site in the language, in order. */
export async function readBanners(
  db: D1Database,
  country: Country,
  language: Language,
): Promise<BannerList['items']> {
  const { results } = await db
    .prepare(
      `SELECT id, title, body, href FROM happening_banners
       WHERE country = ?1 AND language = ?2 ORDER BY position`,
    )
    .bind(country, language)
    .all<BannerList['items'][number]>();
  return results;
}

interface QuestionRow {
  id: number;
  code: string;
  kind: 'choice' | 'text';
  required: number;
  options: string | null;
  label: string;
  option_labels: string | null;
}

/** An activity's questions in order, or null when the activity is unknown or another site's. */
export async function readQuestions(
  db: D1Database,
  country: Country,
  language: Language,
  activityId: number,
): Promise<BookingQuestionList['items'] | null> {
  const [activity, questions] = await db.batch([
    db
      .prepare('SELECT id FROM activities WHERE id = ?1 AND country = ?2')
      .bind(activityId, country),
    db
      .prepare(
        `SELECT q.id, q.code, q.kind, q.required, q.options, t.label, t.option_labels
         FROM booking_questions q
         JOIN booking_question_texts t ON t.question_id = q.id
           AND t.language = ${textLanguage('booking_question_texts', 'question_id', 'q.id', 2)}
         WHERE q.activity_id = ?1
         ORDER BY q.position`,
      )
      .bind(activityId, language),
  ]);
  if (!activity.results.length) return null;
  return (questions.results as QuestionRow[]).map((row) => {
    const labels = row.option_labels
      ? (JSON.parse(row.option_labels) as Record<string, string>)
      : {};
    const options = row.options ? (JSON.parse(row.options) as string[]) : [];
    return {
      id: row.id,
      code: row.code,
      kind: row.kind,
      required: row.required === 1,
      label: row.label,
      options: options.map((value) => ({ value, label: labels[value] ?? value })),
    };
  });
}
