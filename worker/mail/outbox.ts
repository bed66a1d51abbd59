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

/** A file sent with a mail (migration 0037): text content (a calendar file is text). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * The INSERT of one mail that is queued only when the batch's change happened: a row is
 * inserted from `select` (`FROM … WHERE …`, its parameters numbered from ?9 and given in
 * `params`), none when it finds no row. `idMarker`, when given, is a text of the rendered body
 * replaced by `idExpression` (an SQL value of the select: the id of a row the same batch
 * inserts, not known before it runs). The same transaction rule as `queueMail`.
 */
export function queueMailWhen(
  db: D1Database,
  to: string,
  language: Language,
  mail: Mail,
  now: Date,
  options: {
    select: string;
    params: readonly unknown[];
    attachments?: readonly MailAttachment[];
    idMarker?: { text: string; expression: string };
  },
): D1PreparedStatement {
  const { subject, text } = renderMail(language, mail);
  const body = options.idMarker ? `replace(?5, ?8, ${options.idMarker.expression})` : '?5';
  return db
    .prepare(
      `INSERT INTO outbox (to_address, kind, language, subject, body, attachments, created_at)
       SELECT ?1, ?2, ?3, ?4, ${body}, ?6, ?7 ${options.select}`,
    )
    .bind(
      to,
      mail.kind,
      language,
      subject,
      text,
      options.attachments?.length ? JSON.stringify(options.attachments) : null,
      now.toISOString(),
      options.idMarker?.text ?? '',
      ...options.params,
    );
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
  /** The files sent with it (emptied with the body once delivered). */
  attachments: MailAttachment[];
}

/** The attachments column as read (NULL: none). */
export function attachmentsOf(column: string | null): MailAttachment[] {
  return column ? (JSON.parse(column) as MailAttachment[]) : [];
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
  attachments: string | null;
}

/** The latest `limit` mails, newest first (the development page's list). */
export async function readOutbox(db: D1Database, limit: number): Promise<OutboxMail[]> {
  const { results } = await db
    .prepare(
      `SELECT id, to_address, kind, language, subject, body, created_at, sent_at, attempts,
         last_error, attachments
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
    attachments: attachmentsOf(row.attachments),
  }));
}

/** One attachment of a mail (the development page's download), or null. */
export async function readOutboxAttachment(
  db: D1Database,
  id: number,
  index: number,
): Promise<MailAttachment | null> {
  const row = await db
    .prepare('SELECT attachments FROM outbox WHERE id = ?1')
    .bind(id)
    .first<{ attachments: string | null }>();
  return row ? (attachmentsOf(row.attachments)[index] ?? null) : null;
}
