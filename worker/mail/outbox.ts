import type { Language } from '../../client/lib/sites';
import { renderMail, type Mail, type MailKind } from './messages';

/**
 * The outbox (migration 0017): every mail the store sends is first a row here, written in the
 * same D1 batch as the change that causes it, so a change and its mail happen together or not
 * at all. worker/mail/deliver.ts sends the rows; without a mail provider (development) they
 * stay here and /_dev/outbox lists them.
 */

/**
 * The INSERT of one mail, rendered now in `language`, returned without running: put it in the
 * same `db.batch([...])` as the change that causes it (a batch is one transaction: if any
 * statement fails, nothing is queued).
 */
export function queueMail(
  db: D1Database,
  to: string,
  language: Language,
  mail: Mail,
  now: Date,
): D1PreparedStatement {
  const { subject, text } = renderMail(language, mail);
  return db
    .prepare(
      `INSERT INTO outbox (to_address, kind, language, subject, body, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
    )
    .bind(to, mail.kind, language, subject, text, now.toISOString());
}

/** One mail of the outbox. */
export interface OutboxMail {
  id: number;
  to: string;
  kind: MailKind;
  language: Language;
  subject: string;
  /** The text; emptied once delivered (it holds single-use links: see deliver.ts). */
  body: string;
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

interface OutboxRow {
  id: number;
  to_address: string;
  kind: MailKind;
  language: Language;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
  attempts: number;
  last_error: string | null;
}

/** The latest `limit` mails, newest first (the development page's list). */
export async function readOutbox(db: D1Database, limit: number): Promise<OutboxMail[]> {
  const { results } = await db
    .prepare(
      `SELECT id, to_address, kind, language, subject, body, created_at, sent_at, attempts, last_error
       FROM outbox ORDER BY id DESC LIMIT ?1`,
    )
    .bind(limit)
    .all<OutboxRow>();
  return results.map((row) => ({
    id: row.id,
    to: row.to_address,
    kind: row.kind,
    language: row.language,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    attempts: row.attempts,
    lastError: row.last_error,
  }));
}
