import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BLOCK_KEEP_DAYS, MAIL_KEEP_DAYS } from '../../../worker/jobs/account-retention';
import { KEY_LIFETIME_MS } from '../../../worker/db/guarded-change';
import { MAX_MAIL_ATTEMPTS } from '../../../worker/mail/deliver';
import worker from '../../../worker/index';
import { recordingDb, tableScans } from '../query-plans';
import {
  DEVICE_IDLE_DAYS,
  RETENTION_BATCH,
  RETENTION_CRON,
  runRetention,
} from '../../../worker/jobs/retention';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2027-03-01T03:30:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

const hex = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(30, '0')}`;

async function addDevice(id: string, seenAt: string) {
  await env.DB.prepare('INSERT INTO devices (id, created_at, seen_at) VALUES (?1, ?2, ?2)')
    .bind(id, seenAt)
    .run();
}

async function exists(sql: string, ...binds: unknown[]): Promise<boolean> {
  return (
    (await env.DB.prepare(sql)
      .bind(...binds)
      .first()) !== null
  );
}

describe('the retention job', () => {
  it('names its windows', () => {
    expect(DEVICE_IDLE_DAYS).toBe(30);
    expect(KEY_LIFETIME_MS.bag).toBe(DAY);
    expect(KEY_LIFETIME_MS.order).toBe(30 * DAY);
  });

  it('removes devices idle for the window with nothing attached, and keeps the rest', async () => {
    const product = (await env.DB.prepare('SELECT id FROM products ORDER BY id LIMIT 1').first<{
      id: number;
    }>())!.id;
    const variant = (await env.DB.prepare('SELECT id FROM variants ORDER BY id LIMIT 1').first<{
      id: number;
    }>())!.id;
    const idle = hex('a1', 1);
    const recent = hex('a1', 2);
    const wishing = hex('a1', 3);
    const waiting = hex('a1', 4);
    const reminded = hex('a1', 5);
    const bagged = hex('a1', 6);
    for (const id of [idle, wishing, waiting, reminded, bagged])
      await addDevice(id, ago((DEVICE_IDLE_DAYS + 1) * DAY));
    await addDevice(recent, ago((DEVICE_IDLE_DAYS - 1) * DAY));
    const at = ago(40 * DAY);
    await env.DB.batch([
      env.DB.prepare(
        'INSERT INTO wishlist_items (device_id, product_id, created_at) VALUES (?, ?, ?)',
      ).bind(wishing, product, at),
      env.DB.prepare(
        "INSERT INTO waitlist_entries (device_id, variant_id, country, status, created_at, updated_at) VALUES (?, ?, 'sg', 'waiting', ?, ?)",
      ).bind(waiting, variant, at, at),
      env.DB.prepare(
        "INSERT INTO launch_reminders (device_id, product_id, country, created_at) VALUES (?, ?, 'sg', ?)",
      ).bind(reminded, product, at),
      env.DB.prepare(
        "INSERT INTO cart_lines (device_id, country, variant_id, quantity, created_at, updated_at) VALUES (?, 'sg', ?, 1, ?, ?)",
      ).bind(bagged, variant, at, at),
    ]);
    const outcome = await runRetention(env.DB, NOW);
    expect(outcome.devices).toBe(1);
    expect(await exists('SELECT 1 FROM devices WHERE id = ?', idle)).toBe(false);
    for (const id of [recent, wishing, waiting, reminded, bagged])
      expect(await exists('SELECT 1 FROM devices WHERE id = ?', id)).toBe(true);
  });

  it('removes idempotency keys past their lifetime, and keeps those inside it', async () => {
    const device = hex('b2', 1);
    const key = (name: string, expiresAt: string) =>
      env.DB.prepare(
        "INSERT INTO request_keys (scope, device_id, idempotency_key, body_hash, created_at, expires_at) VALUES ('bag', ?, ?, 'add:sg:1:1', ?, ?)",
      ).bind(device, name, ago(DAY), expiresAt);
    await env.DB.batch([key('old-key-0001', ago(1000)), key('new-key-0001', ago(-60_000))]);
    const outcome = await runRetention(env.DB, NOW);
    expect(outcome.idempotencyKeys).toBe(1);
    expect(await exists("SELECT 1 FROM request_keys WHERE idempotency_key = 'old-key-0001'")).toBe(
      false,
    );
    expect(await exists("SELECT 1 FROM request_keys WHERE idempotency_key = 'new-key-0001'")).toBe(
      true,
    );
  });

  it('works in bounded batches: a backlog larger than one batch is cleared over batches, none larger than RETENTION_BATCH', async () => {
    const ids = Array.from({ length: RETENTION_BATCH * 2 + 7 }, (_, n) => hex('c3', n));
    const statements = ids.map((id) =>
      env.DB.prepare('INSERT INTO devices (id, created_at, seen_at) VALUES (?1, ?2, ?2)').bind(
        id,
        ago(90 * DAY),
      ),
    );
    for (let at = 0; at < statements.length; at += 500)
      await env.DB.batch(statements.slice(at, at + 500));
    const outcome = await runRetention(env.DB, NOW, { maxBatches: 2 });
    expect(outcome.devices).toBe(RETENTION_BATCH * 2);
    expect(outcome.complete).toBe(false);
    const rest = await runRetention(env.DB, NOW);
    expect(rest.devices).toBe(7);
    expect(rest.complete).toBe(true);
  });

  it('is not held up by idle devices that own something: each run reads at most its batches, and the next run goes on from there', async () => {
    const product = (await env.DB.prepare('SELECT id FROM products ORDER BY id LIMIT 1').first<{
      id: number;
    }>())!.id;
    // Oldest first: more idle owners than one batch, then idle devices that own nothing.
    const owners = Array.from({ length: RETENTION_BATCH + 100 }, (_, n) => hex('e5', n));
    const loose = Array.from({ length: 10 }, (_, n) => hex('e6', n));
    const statements = [
      ...owners.flatMap((id, n) => [
        env.DB.prepare('INSERT INTO devices (id, created_at, seen_at) VALUES (?1, ?2, ?2)').bind(
          id,
          ago((400 - n / 1000) * DAY),
        ),
        env.DB.prepare(
          'INSERT INTO wishlist_items (device_id, product_id, created_at) VALUES (?, ?, ?)',
        ).bind(id, product, ago(400 * DAY)),
      ]),
      ...loose.map((id) =>
        env.DB.prepare('INSERT INTO devices (id, created_at, seen_at) VALUES (?1, ?2, ?2)').bind(
          id,
          ago(200 * DAY),
        ),
      ),
    ];
    for (let at = 0; at < statements.length; at += 500)
      await env.DB.batch(statements.slice(at, at + 500));
    const first = await runRetention(env.DB, NOW, { maxBatches: 1 });
    expect(first.devices).toBe(0);
    expect(first.complete).toBe(false);
    const second = await runRetention(env.DB, NOW, { maxBatches: 1 });
    expect(second.devices).toBe(10);
    for (const id of owners.slice(0, 3))
      expect(await exists('SELECT 1 FROM devices WHERE id = ?', id)).toBe(true);
  });

  it('removes what accounts leave behind once it is of no use, and keeps the rest', async () => {
    const seconds = Math.floor(NOW.getTime() / 1000);
    const email = `retention-${Date.now()}@example.com`;
    await env.DB.prepare(
      `INSERT INTO accounts (email, email_key, first_name, last_name, birth_date, country, language,
         consent_personal_at, consent_policy_at, created_at, updated_at)
       VALUES (?1, ?1, 'Mei', 'Tan', '1990-01-01', 'sg', 'en', ?2, ?2, ?2, ?2)`,
    )
      .bind(email, ago(400 * DAY))
      .run();
    const account = (await env.DB.prepare('SELECT id FROM accounts WHERE email_key = ?1')
      .bind(email)
      .first<{ id: number }>())!.id;
    const mail = (sentAt: string | null, attempts: number, createdAt: string) =>
      env.DB.prepare(
        `INSERT INTO outbox (to_address, kind, language, subject, body, created_at, sent_at, attempts)
         VALUES (?1, 'welcome', 'en', 's', '', ?2, ?3, ?4) RETURNING id`,
      )
        .bind(email, createdAt, sentAt, attempts)
        .first<{ id: number }>();
    const oldSent = await mail(ago((MAIL_KEEP_DAYS + 1) * DAY), 1, ago(40 * DAY));
    const newSent = await mail(ago((MAIL_KEEP_DAYS - 1) * DAY), 1, ago(29 * DAY));
    const gaveUp = await mail(null, MAX_MAIL_ATTEMPTS, ago((MAIL_KEEP_DAYS + 1) * DAY));
    const waiting = await mail(null, 1, ago((MAIL_KEEP_DAYS + 1) * DAY));
    const token = (n: number) => n.toString(16).padStart(64, 'c');
    const family = 'f'.repeat(32);
    for (const [n, expires] of [
      [1, seconds - 10],
      [2, seconds + 10],
    ])
      await env.DB.prepare(
        `INSERT INTO refresh_tokens (token_hash, family_id, account_id, family_started_at, issued_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?4, ?5)`,
      )
        .bind(token(n), family, account, seconds - 100 * 86400, expires)
        .run();
    for (const [n, expires] of [
      [3, seconds - 86400 - 10],
      [4, seconds - 60],
    ])
      await env.DB.prepare(
        `INSERT INTO account_links (token_hash, purpose, account_id, expires_at) VALUES (?1, 'reset', ?2, ?3)`,
      )
        .bind(token(n), account, expires)
        .run();
    // Sign-ups never confirmed: one whose link has expired, one still waiting.
    for (const [n, expires] of [
      [5, seconds - 10],
      [6, seconds + 60],
    ])
      await env.DB.prepare(
        `INSERT INTO sign_up_requests (token_hash, email, email_key, password_hash, password_salt,
           password_scheme, first_name, last_name, birth_date, country, language, marketing,
           created_at, expires_at)
         VALUES (?1, ?2, ?2, 'h', 's', 1, 'Mei', 'Tan', '1990-05-17', 'sg', 'en', 0, ?3, ?4)`,
      )
        .bind(token(n), `waiting-${n}@example.com`, expires - 86400, expires)
        .run();
    for (const [reference, days] of [
      ['SB-OLDBLOCK01', BLOCK_KEEP_DAYS + 1],
      ['SB-NEWBLOCK01', BLOCK_KEEP_DAYS - 1],
    ] as const)
      await env.DB.prepare(
        `INSERT INTO sign_in_blocks (reference, account_id, reason, created_at) VALUES (?1, ?2, 'account', ?3)`,
      )
        .bind(reference, account, ago(days * DAY))
        .run();
    // Rate-limit counters: one whose window has passed, one still counting.
    for (const [subject, expires] of [
      ['passed', seconds - 1],
      ['counting', seconds + 60],
    ] as const)
      await env.DB.prepare(
        `INSERT INTO rate_limits (purpose, subject, window_start, expires_at, hits)
         VALUES ('reset-mail', ?1, ?2, ?3, 2)`,
      )
        .bind(subject, expires - 3600, expires)
        .run();

    const outcome = await runRetention(env.DB, NOW);
    expect(outcome.accounts).toEqual({
      mail: 2,
      refreshTokens: 1,
      accountLinks: 1,
      signUpRequests: 1,
      signInBlocks: 1,
      rateLimits: 1,
    });
    expect(await exists("SELECT 1 FROM rate_limits WHERE subject = 'passed'")).toBe(false);
    expect(await exists("SELECT 1 FROM rate_limits WHERE subject = 'counting'")).toBe(true);
    const mailLeft = async (row: { id: number } | null) =>
      exists('SELECT 1 FROM outbox WHERE id = ?1', row!.id);
    expect(await mailLeft(oldSent)).toBe(false);
    expect(await mailLeft(gaveUp)).toBe(false);
    expect(await mailLeft(newSent)).toBe(true);
    expect(await mailLeft(waiting)).toBe(true);
    expect(await exists('SELECT 1 FROM refresh_tokens WHERE token_hash = ?1', token(1))).toBe(
      false,
    );
    expect(await exists('SELECT 1 FROM refresh_tokens WHERE token_hash = ?1', token(2))).toBe(true);
    expect(await exists('SELECT 1 FROM account_links WHERE token_hash = ?1', token(3))).toBe(false);
    expect(await exists('SELECT 1 FROM account_links WHERE token_hash = ?1', token(4))).toBe(true);
    expect(await exists('SELECT 1 FROM sign_up_requests WHERE token_hash = ?1', token(5))).toBe(
      false,
    );
    expect(await exists('SELECT 1 FROM sign_up_requests WHERE token_hash = ?1', token(6))).toBe(
      true,
    );
    expect(await exists("SELECT 1 FROM sign_in_blocks WHERE reference = 'SB-OLDBLOCK01'")).toBe(
      false,
    );
    expect(await exists("SELECT 1 FROM sign_in_blocks WHERE reference = 'SB-NEWBLOCK01'")).toBe(
      true,
    );
  });

  it('reads every table through an index: no statement scans a table', async () => {
    const { db: recording, seen } = recordingDb();
    await addDevice(hex('f7', 1), ago(90 * DAY));
    await runRetention(recording, NOW);
    expect(seen.some(({ sql }) => /FROM devices/.test(sql))).toBe(true);
    const scans = await tableScans(seen);
    expect(scans).toEqual([]);
  });

  it('runs from the daily Cron Trigger of scheduled()', async () => {
    const idle = hex('d4', 1);
    await addDevice(idle, new Date(Date.now() - (DEVICE_IDLE_DAYS + 5) * DAY).toISOString());
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ cron: RETENTION_CRON, scheduledTime: Date.now() }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(await exists('SELECT 1 FROM devices WHERE id = ?', idle)).toBe(false);
  });
});
