import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderMail } from '../../../worker/mail/messages';
import { queueMail, readOutbox } from '../../../worker/mail/outbox';

const NOW = new Date('2027-03-01T03:30:00.000Z');
const RESET = {
  kind: 'passwordReset',
  firstName: 'Meili',
  link: 'http://localhost/reset_password?token=abc',
} as const;

async function outboxCount(): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS n FROM outbox').first<{ n: number }>())!.n;
}

/** A statement that fails when its batch runs (sign_in_blocks.reason has a CHECK). */
const failing = () =>
  env.DB.prepare(
    "INSERT INTO sign_in_blocks (reference, reason, created_at) VALUES ('REF-1', 'no such reason', ?)",
  ).bind(NOW.toISOString());

/** A statement that succeeds. */
const succeeding = (reference: string) =>
  env.DB.prepare(
    "INSERT INTO sign_in_blocks (reference, client, reason, created_at) VALUES (?, '203.0.113.9', 'client', ?)",
  ).bind(reference, NOW.toISOString());

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM outbox'),
    env.DB.prepare('DELETE FROM sign_in_blocks'),
  ]);
});

describe('queueMail', () => {
  it('queues the mail, rendered in its language, when its batch succeeds', async () => {
    await env.DB.batch([
      succeeding('REF-OK'),
      queueMail(env.DB, 'meili@example.com', 'zh', RESET, NOW),
    ]);
    const [mail] = await readOutbox(env.DB, 10);
    const rendered = renderMail('zh', RESET);
    expect(mail).toMatchObject({
      to: 'meili@example.com',
      kind: 'passwordReset',
      language: 'zh',
      subject: rendered.subject,
      body: rendered.text,
      createdAt: NOW.toISOString(),
      sentAt: null,
      attempts: 0,
      lastError: null,
    });
  });

  it('queues nothing when another statement of its batch fails (the batch rolls back)', async () => {
    await expect(
      env.DB.batch([queueMail(env.DB, 'meili@example.com', 'en', RESET, NOW), failing()]),
    ).rejects.toThrow();
    expect(await outboxCount()).toBe(0);
    // And the other way round: the change does not happen without its mail either.
    await expect(
      env.DB.batch([
        succeeding('REF-2'),
        queueMail(env.DB, 'meili@example.com', 'en', RESET, NOW),
        failing(),
      ]),
    ).rejects.toThrow();
    expect(await outboxCount()).toBe(0);
    expect(
      await env.DB.prepare("SELECT 1 FROM sign_in_blocks WHERE reference = 'REF-2'").first(),
    ).toBeNull();
  });

  it('is not run by queueMail itself: nothing is queued until the statement runs', async () => {
    const statement = queueMail(env.DB, 'meili@example.com', 'en', RESET, NOW);
    expect(await outboxCount()).toBe(0);
    await statement.run();
    expect(await outboxCount()).toBe(1);
  });
});

describe('readOutbox', () => {
  it('lists the latest mails newest first, at most `limit`', async () => {
    await env.DB.batch(
      ['a', 'b', 'c'].map((name, n) =>
        queueMail(
          env.DB,
          `${name}@example.com`,
          'en',
          { kind: 'welcome', firstName: name },
          new Date(NOW.getTime() + n * 1000),
        ),
      ),
    );
    expect((await readOutbox(env.DB, 10)).map((mail) => mail.to)).toEqual([
      'c@example.com',
      'b@example.com',
      'a@example.com',
    ]);
    expect((await readOutbox(env.DB, 2)).map((mail) => mail.to)).toEqual([
      'c@example.com',
      'b@example.com',
    ]);
  });
});
