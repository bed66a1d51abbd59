import type { Context } from 'hono';
import type { Language } from '../../client/lib/sites';
import { isDevelopment, type AppEnv } from '../env';
import { escapeHtml } from '../render/document';
import { allowedOriginsOf } from '../site/public-origin';
import { readOutbox, readOutboxAttachment, type OutboxMail } from './outbox';

/** The developer page that lists the outbox (a developer surface: routes/developer-surfaces.ts). */
export const DEVELOPER_OUTBOX_PATH = '/_dev/outbox';
/** One attachment of a mail, downloaded (its index in the mail's list). */
export const DEVELOPER_OUTBOX_ATTACHMENT_PATH = '/_dev/outbox/:id/attachments/:index';
/** Mails the page lists. */
export const OUTBOX_PAGE_LIMIT = 100;

const LANGUAGE_TAGS: Record<Language, string> = { en: 'en', zh: 'zh-HK', id: 'id', th: 'th' };

/** An http(s) URL in text: up to the next space, quote or angle bracket. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/giu;
/** Punctuation that ends a sentence rather than the link. */
const TRAILING = /[.,;:!?)\]]+$/u;

/**
 * Mail text as HTML: every character escaped, and each http(s) link on one of `origins` (this
 * site) made a link. Anything else, other hosts and other schemes included, stays text.
 */
export function linkify(text: string, origins: readonly string[]): string {
  let html = '';
  let at = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const trailing = TRAILING.exec(match[0])?.[0] ?? '';
    const candidate = match[0].slice(0, match[0].length - trailing.length);
    const url = URL.canParse(candidate) ? new URL(candidate) : undefined;
    if (!url || !origins.includes(url.origin)) continue;
    html += escapeHtml(text.slice(at, match.index));
    html += `<a href="${escapeHtml(candidate)}">${escapeHtml(candidate)}</a>`;
    at = match.index + candidate.length;
  }
  return html + escapeHtml(text.slice(at));
}

function status(mail: OutboxMail): string {
  if (mail.sentAt) return `sent ${mail.sentAt}`;
  const tries = `${mail.attempts} ${mail.attempts === 1 ? 'attempt' : 'attempts'}`;
  return `not sent (${tries}${mail.lastError ? `; last error: ${mail.lastError}` : ''})`;
}

/** Each attachment as a link that downloads it (none once sent: emptied with the body). */
function attachmentsHtml(mail: OutboxMail): string {
  if (!mail.attachments.length) return '';
  const links = mail.attachments.map(
    (file, index) =>
      `<a href="${DEVELOPER_OUTBOX_PATH}/${mail.id}/attachments/${index}" download="${escapeHtml(file.filename)}">${escapeHtml(file.filename)}</a>`,
  );
  return `<dt>Attachments</dt><dd>${links.join(', ')}</dd>`;
}

function mailHtml(mail: OutboxMail, origins: readonly string[]): string {
  const lang = LANGUAGE_TAGS[mail.language] ?? 'und';
  const field = (name: string, value: string) =>
    `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`;
  return (
    `<article id="mail-${mail.id}">` +
    `<h2 lang="${escapeHtml(lang)}">${escapeHtml(mail.subject)}</h2><dl>` +
    `<dt>When</dt><dd><time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt)}</time></dd>` +
    field('To', mail.to) +
    field('Kind', mail.kind) +
    field('Language', mail.language) +
    field('Status', status(mail)) +
    attachmentsHtml(mail) +
    `</dl><pre lang="${escapeHtml(lang)}" style="white-space: pre-wrap">` +
    `${mail.body ? linkify(mail.body, origins) : '(emptied once sent)'}</pre></article>`
  );
}

/** The page: a static document (no script, no data), every value escaped. */
export function outboxPage(mails: readonly OutboxMail[], origins: readonly string[]): string {
  const list = mails.length
    ? mails.map((mail) => mailHtml(mail, origins)).join('<hr>')
    : '<p>No mail yet.</p>';
  return (
    '<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex, nofollow"><title>Outbox</title></head>' +
    '<body><main><h1>Outbox</h1>' +
    `<p>The latest ${OUTBOX_PAGE_LIMIT} mails the store queued, newest first. Without ` +
    'MAIL_API_URL nothing is sent: the links below are the way to follow a reset or unlock ' +
    'mail locally.</p>' +
    `${list}</main></body></html>`
  );
}

/**
 * GET /_dev/outbox: the outbox, newest first, with this site's links clickable. Development
 * and test only: the developer gate answers 404 elsewhere, and so does this.
 */
export async function developerOutbox(c: Context<AppEnv>): Promise<Response> {
  if (!isDevelopment(c.env)) return c.notFound();
  const mails = await readOutbox(c.env.DB, OUTBOX_PAGE_LIMIT);
  return c.html(outboxPage(mails, allowedOriginsOf(c)), 200, { 'cache-control': 'no-store' });
}

/**
 * GET /_dev/outbox/{id}/attachments/{index}: one attachment of a queued mail, as a download
 * (development and test only, as the page).
 */
export async function developerOutboxAttachment(c: Context<AppEnv>): Promise<Response> {
  if (!isDevelopment(c.env)) return c.notFound();
  const id = Number(c.req.param('id'));
  const index = Number(c.req.param('index'));
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(index)) return c.notFound();
  const file = await readOutboxAttachment(c.env.DB, id, index);
  if (!file) return c.notFound();
  return c.body(file.content, 200, {
    'content-type': file.contentType,
    'content-disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
    'cache-control': 'no-store',
  });
}
