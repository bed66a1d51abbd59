import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../../worker/env';
import worker from '../../../worker/index';
import {
  deliverPending,
  deliverSoon,
  FRESH_MAIL_MS,
  MAX_MAIL_ATTEMPTS,
  RETRY_AFTER_MS,
} from '../../../worker/mail/deliver';
import type { Mail } from '../../../worker/mail/messages';
import { queueMail, queueMailWhen } from '../../../worker/mail/outbox';
import { MailSendError, type MailSender, type OutgoingMail } from '../../../worker/mail/sender';
import { observe } from '../../../worker/observability';
import { clock } from '../../../worker/clock';

const NOW = new Date('2027-03-01T03:30:00.000Z');
const MINUTE = 60_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);
const WELCOME = (firstName: string): Mail => ({ kind: 'welcome', firstName });

interface Sent {
  message: OutgoingMail;
  idempotencyKey?: string;
}

/** A sender that records what it was given; `fail` makes it refuse; each send yields first. */
function fakeSender(fail = false) {
  const sent: Sent[] = [];
  const attempts: Sent[] = [];
  const sender: MailSender = {
    async send(message, options) {
      // Let a concurrent deliverer run in between, as a real network call would.
      await new Promise((resolve) => setTimeout(resolve, 1));
      attempts.push({ message, idempotencyKey: options?.idempotencyKey });
      if (fail) throw new MailSendError(503, 'try later');
      sent.push({ message, idempotencyKey: options?.idempotencyKey });
    },
  };
  return { sender, sent, attempts };
}

async function queue(count: number, when = NOW): Promise<void> {
  await env.DB.batch(
    Array.from({ length: count }, (_, n) =>
      queueMail(env.DB, `member${n}@example.com`, 'en', WELCOME(`Member${n}`), when),
    ),
  );
}

interface Row {
  id: number;
  to_address: string;
  body: string;
  sent_at: string | null;
  attempts: number;
  last_error: string | null;
}

async function rows(): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    'SELECT id, to_address, body, sent_at, attempts, last_error FROM outbox ORDER BY id',
  ).all<Row>();
  return results;
}

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM outbox').run();
});
afterEach(() => vi.restoreAllMocks());

describe('deliverPending', () => {
  it('sends each unsent mail once, from MAIL_FROM, marks it sent and empties its body', async () => {
    await queue(3);
    const { sender, sent } = fakeSender();
    expect(await deliverPending(env, sender, { now: at(MINUTE) })).toEqual({
      sent: 3,
      failed: 0,
      skipped: 0,
    });
    expect(sent.map(({ message }) => message.to)).toEqual([
      'member0@example.com',
      'member1@example.com',
      'member2@example.com',
    ]);
    expect(sent[0].message).toMatchObject({
      from: env.MAIL_FROM,
      subject: 'Welcome to Beauty Pass, Member0',
    });
    expect(sent[0].message.text).toContain('Hello Member0,');
    for (const row of await rows())
      expect(row).toMatchObject({ sent_at: at(MINUTE).toISOString(), attempts: 1, body: '' });
    await deliverPending(env, sender, { now: at(RETRY_AFTER_MS * 2) });
    expect(sent).toHaveLength(3);
  });

  it('sends a mail’s attachments with it, then empties them with the body', async () => {
    const file = {
      filename: 'booking-K7Q2M9X4PD.ics',
      contentType: 'text/calendar',
      content: 'BEGIN:VCALENDAR',
    };
    await env.DB.batch([
      queueMailWhen(env.DB, 'mei@example.com', 'en', WELCOME('Mei'), NOW, {
        select: 'WHERE ?9 = 1',
        params: [1],
        attachments: [file],
      }),
    ]);
    const { sender, sent } = fakeSender();
    await deliverPending(env, sender, { now: at(MINUTE) });
    expect(sent[0].message.attachments).toEqual([file]);
    const row = await env.DB.prepare('SELECT body, attachments FROM outbox').first();
    expect(row).toEqual({ body: '', attachments: null });
  });

  it('sends the oldest first, at most `limit` a run', async () => {
    await queue(3);
    const { sender, sent } = fakeSender();
    await deliverPending(env, sender, { now: at(MINUTE), limit: 2 });
    expect(sent.map(({ message }) => message.to)).toEqual([
      'member0@example.com',
      'member1@example.com',
    ]);
  });

  it('records the error, retries later with the same idempotency key, and stops after 5 attempts', async () => {
    await queue(1);
    const { sender, attempts } = fakeSender(true);
    const outcome = await deliverPending(env, sender, { now: at(MINUTE) });
    expect(outcome).toEqual({ sent: 0, failed: 1, skipped: 0 });
    let [row] = await rows();
    expect(row).toMatchObject({ sent_at: null, attempts: 1 });
    expect(row.last_error).toContain('503');
    // A failed mail is not retried before RETRY_AFTER_MS…
    await deliverPending(env, sender, { now: at(RETRY_AFTER_MS - MINUTE) });
    expect(attempts).toHaveLength(1);
    // …then by every run, until MAX_MAIL_ATTEMPTS.
    for (let run = 1; run <= MAX_MAIL_ATTEMPTS + 2; run += 1)
      await deliverPending(env, sender, { now: at(RETRY_AFTER_MS + run * 10 * MINUTE) });
    expect(MAX_MAIL_ATTEMPTS).toBe(5);
    expect(attempts).toHaveLength(5);
    [row] = await rows();
    expect(row).toMatchObject({ sent_at: null, attempts: 5 });
    expect(new Set(attempts.map(({ idempotencyKey }) => idempotencyKey)).size).toBe(1);
    expect(attempts[0].idempotencyKey).toMatch(/^outbox-\d+-/);
  });

  it('a retry that succeeds marks the mail sent and clears its error', async () => {
    await queue(1);
    await deliverPending(env, fakeSender(true).sender, { now: at(MINUTE) });
    const { sender, sent } = fakeSender();
    await deliverPending(env, sender, { now: at(RETRY_AFTER_MS + MINUTE) });
    expect(sent).toHaveLength(1);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, last_error: null });
    expect(row.sent_at).not.toBeNull();
  });

  it('two concurrent deliverers send each mail exactly once', async () => {
    await queue(12);
    const { sender, sent } = fakeSender();
    const outcomes = await Promise.all([
      deliverPending(env, sender, { now: at(MINUTE) }),
      deliverPending(env, sender, { now: at(MINUTE) }),
    ]);
    const recipients = sent.map(({ message }) => message.to);
    expect(recipients).toHaveLength(12);
    expect(new Set(recipients).size).toBe(12);
    // Both read the same rows: the claims, not luck, kept them apart.
    expect(outcomes[0].sent + outcomes[1].sent).toBe(12);
    expect(outcomes[0].skipped + outcomes[1].skipped).toBe(12);
    for (const row of await rows()) expect(row.attempts).toBe(1);
  });

  it('`fresh` takes only first attempts at mail queued in the last minute', async () => {
    await queue(1, at(-FRESH_MAIL_MS - 1000));
    await env.DB.batch([
      queueMail(env.DB, 'recent@example.com', 'en', WELCOME('Recent'), at(-1000)),
    ]);
    const { sender, sent } = fakeSender();
    await deliverPending(env, sender, { now: NOW, scope: 'fresh' });
    expect(sent.map(({ message }) => message.to)).toEqual(['recent@example.com']);
  });
});

describe('deliverSoon', () => {
  /** An app whose one route queues a mail and asks for its delivery after the answer. */
  function appWith(sender: MailSender) {
    const app = new Hono<AppEnv>();
    app.use(observe).use(clock);
    app.post('/change', async (c) => {
      await c.env.DB.batch([
        queueMail(c.env.DB, 'soon@example.com', 'th', WELCOME('Soon'), new Date()),
      ]);
      deliverSoon(c, sender);
      return c.text('done');
    });
    return app;
  }

  it('delivers the mail a request queued, after its answer (waitUntil)', async () => {
    const { sender, sent } = fakeSender();
    const ctx = createExecutionContext();
    const response = await appWith(sender).fetch(
      new Request('http://localhost/change', { method: 'POST' }),
      env,
      ctx,
    );
    expect(await response.text()).toBe('done');
    await waitOnExecutionContext(ctx);
    expect(sent.map(({ message }) => message.to)).toEqual(['soon@example.com']);
  });

  it('without an execution context, answers and leaves the mail to the cron', async () => {
    const { sender, sent } = fakeSender();
    const response = await appWith(sender).request('/change', { method: 'POST' }, env);
    expect(response.status).toBe(200);
    expect(sent).toEqual([]);
    expect((await rows())[0]).toMatchObject({ sent_at: null, attempts: 0 });
  });

  it('does nothing without MAIL_API_URL (development: the mail stays in the outbox)', async () => {
    const app = new Hono<AppEnv>();
    app.use(observe).use(clock);
    app.post('/change', async (c) => {
      await c.env.DB.batch([queueMail(c.env.DB, 'dev@example.com', 'en', WELCOME('Dev'), NOW)]);
      deliverSoon(c);
      return c.text('done');
    });
    const ctx = createExecutionContext();
    await app.fetch(new Request('http://localhost/change', { method: 'POST' }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await rows())[0]).toMatchObject({ sent_at: null, attempts: 0 });
  });
});

describe('the ten-minute Cron Trigger', () => {
  async function runCron(overrides: Partial<Env>) {
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ cron: '*/10 * * * *', scheduledTime: Date.now() }),
      { ...env, ...overrides },
      ctx,
    );
    await waitOnExecutionContext(ctx);
  }

  it('delivers the outbox through MAIL_API_URL when it is set', async () => {
    await queue(2, new Date());
    const posted: Request[] = [];
    const original = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      if (new URL(request.url).host !== 'mail.example.test') return original(input, init);
      posted.push(request);
      return new Response(null, { status: 202 });
    });
    await runCron({ MAIL_API_URL: 'https://mail.example.test/send', MAIL_API_KEY: 'key-123' });
    expect(posted).toHaveLength(2);
    for (const row of await rows()) expect(row.sent_at).not.toBeNull();
  });

  it('leaves the outbox as it is without MAIL_API_URL', async () => {
    await queue(1, new Date());
    await runCron({ MAIL_API_URL: '' });
    expect((await rows())[0]).toMatchObject({ sent_at: null, attempts: 0 });
  });
});
