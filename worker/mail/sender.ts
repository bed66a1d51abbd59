import type { MailAttachment } from './outbox';

/**
 * How mail leaves the store: the mail provider's HTTP API (MAIL_API_URL, with the MAIL_API_KEY
 * secret). Without MAIL_API_URL there is no sender and mail stays in the outbox (development:
 * /_dev/outbox lists it).
 */

/** One plain-text mail as the provider gets it, with its files (a booking's calendar file). */
export interface OutgoingMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  attachments?: readonly MailAttachment[];
}

export interface SendOptions {
  /**
   * The same for every attempt at one mail (deliver.ts derives it from the outbox row), so a
   * provider that honours `Idempotency-Key` sends a retried mail once.
   */
  idempotencyKey?: string;
}

export interface MailSender {
  /** Resolves when the provider accepted the mail; rejects otherwise (the outbox retries). */
  send(message: OutgoingMail, options?: SendOptions): Promise<void>;
}

/** A provider that has not answered by then counts as failed (the mail is tried again later). */
export const MAIL_SEND_TIMEOUT_MS = 10_000;

/** A provider's refusal or failure, with its HTTP status. */
export class MailSendError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`The mail API answered ${status}${detail ? `: ${detail}` : ''}`);
    this.name = 'MailSendError';
  }
}

/**
 * The sender for this environment: undefined when MAIL_API_URL is empty (mail stays in the
 * outbox); else one that POSTs `{ from, to, subject, text }` as JSON to MAIL_API_URL (and
 * `attachments: [{ filename, contentType, content }]`, content in base64, when it has any) with
 * `Authorization: Bearer {MAIL_API_KEY}` and the mail's `Idempotency-Key`, and throws
 * MailSendError on any answer that is not 2xx. A MAIL_API_URL that is not an http(s) URL, or
 * a missing MAIL_API_KEY, throws here: a misconfigured provider fails loudly, not mail by mail.
 */
export function mailSenderFor(
  env: Pick<Env, 'MAIL_API_URL' | 'MAIL_API_KEY'>,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): MailSender | undefined {
  const url = (env.MAIL_API_URL ?? '').trim();
  if (url === '') return undefined;
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
    throw new Error(`MAIL_API_URL is not an http(s) URL: ${JSON.stringify(url)}`);
  const key = env.MAIL_API_KEY ?? '';
  if (key === '') throw new Error('MAIL_API_URL is set but the MAIL_API_KEY secret is not');
  return {
    async send(message, options = {}) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        authorization: `Bearer ${key}`,
      };
      if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
      const response = await fetchImpl(parsed.href, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          from: message.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((file) => ({
                  filename: file.filename,
                  contentType: file.contentType,
                  content: base64(file.content),
                })),
              }
            : {}),
        }),
        signal: AbortSignal.timeout(MAIL_SEND_TIMEOUT_MS),
      });
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const detail = (await response.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
      throw new MailSendError(response.status, detail);
    },
  };
}

/** UTF-8 text in base64 (a JSON mail API's attachment content). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
