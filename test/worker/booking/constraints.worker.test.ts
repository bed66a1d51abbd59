import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

/**
 * Migration 0035's rules hold whatever code writes: a row that breaks one is refused by the
 * database (docs/booking.md "Tables").
 */

async function refused(sql: string, ...binds: unknown[]): Promise<string> {
  try {
    await env.DB.prepare(sql)
      .bind(...binds)
      .run();
  } catch (error) {
    return String(error);
  }
  throw new Error(`accepted: ${sql}`);
}

async function row<T>(sql: string, ...binds: unknown[]): Promise<T> {
  const found = await env.DB.prepare(sql)
    .bind(...binds)
    .first<T>();
  if (!found) throw new Error(`no row: ${sql}`);
  return found;
}

let accounts = 0;

async function account(): Promise<number> {
  accounts += 1;
  const email = `rules${accounts}@example.com`;
  const { meta } = await env.DB.prepare(
    `INSERT INTO accounts (email, email_key, first_name, last_name, birth_date, country, language,
       consent_personal_at, consent_policy_at, created_at, updated_at)
     VALUES (?1, ?1, 'Rule', 'Checker', '1990-01-01', 'sg', 'en',
       '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')`,
  )
    .bind(email)
    .run();
  return meta.last_row_id;
}

describe('the booking tables refuse', () => {
  it('an activity store, artist or group of another site', async () => {
    const sg = await row<{ id: number }>(
      "SELECT id FROM activities WHERE country = 'sg' ORDER BY position LIMIT 1",
    );
    const hk = await row<{ id: number }>("SELECT id FROM stores WHERE slug = 'hk-flagship'");
    expect(
      await refused(
        "INSERT INTO activity_stores (activity_id, store_id, country) VALUES (?1, ?2, 'sg')",
        sg.id,
        hk.id,
      ),
    ).toMatch(/FOREIGN KEY/);
    const hkGroup = await row<{ id: number }>(
      "SELECT id FROM activity_groups WHERE country = 'hk' LIMIT 1",
    );
    expect(
      await refused(
        `INSERT INTO activities (country, group_id, kind, duration_minutes, position)
         VALUES ('sg', ?1, 'service', 30, 99)`,
        hkGroup.id,
      ),
    ).toMatch(/FOREIGN KEY/);
  });

  it('a duration off the grid, a price of 0, an invitation-only service, a booxi class', async () => {
    const group = await row<{ id: number }>(
      "SELECT id FROM activity_groups WHERE country = 'sg' LIMIT 1",
    );
    for (const [kind, duration, price, invitation, provider] of [
      ['service', 50, null, 0, 'store'],
      ['service', 60, 0, 0, 'store'],
      ['service', 60, null, 1, 'store'],
      ['class', 60, null, 0, 'booxi'],
    ] as const)
      expect(
        await refused(
          `INSERT INTO activities (country, group_id, kind, duration_minutes, price, invitation_only, provider, position)
           VALUES ('sg', ?1, ?2, ?3, ?4, ?5, ?6, 99)`,
          group.id,
          kind,
          duration,
          price,
          invitation,
          provider,
        ),
      ).toMatch(/CHECK/);
  });

  it('a claim off the quarter hour, of no one or of both, and a hold claim without expiry', async () => {
    const owner = await account();
    const activity = await row<{ id: number; store_id: number; artist_id: number }>(
      'SELECT activity_id AS id, store_id, artist_id FROM activity_artists LIMIT 1',
    );
    const { meta } = await env.DB.prepare(
      `INSERT INTO holds (account_id, activity_id, store_id, artist_id, starts_at, ends_at, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, '2026-12-08T02:00:00.000Z', '2026-12-08T03:00:00.000Z',
         '2026-12-01T00:00:00.000Z', '2026-12-01T00:05:00.000Z')`,
    )
      .bind(owner, activity.id, activity.store_id, activity.artist_id)
      .run();
    const hold = meta.last_row_id;
    const claim = (
      resource: string,
      unit: string,
      holdId: number | null,
      expiresAt: string | null,
    ) =>
      refused(
        'INSERT INTO booking_claims (resource, unit, hold_id, expires_at) VALUES (?1, ?2, ?3, ?4)',
        resource,
        unit,
        holdId,
        expiresAt,
      );
    const expiry = '2026-12-01T00:05:00.000Z';
    expect(await claim('artist:1', '2026-12-08T02:10:00.000Z', hold, expiry)).toMatch(/CHECK/);
    expect(await claim('artist:x', '2026-12-08T02:15:00.000Z', hold, expiry)).toMatch(/CHECK/);
    expect(await claim('session:1:2026-12-08T02:00:00.000Z', 'seat:0', hold, expiry)).toMatch(
      /CHECK/,
    );
    expect(await claim('session:1:2026-12-08', 'seat:1', hold, expiry)).toMatch(/CHECK/);
    expect(await claim('artist:1', '2026-12-08T02:15:00.000Z', null, null)).toMatch(/CHECK/);
    expect(await claim('artist:1', '2026-12-08T02:15:00.000Z', hold, null)).toMatch(/CHECK/);
    // The rule itself: one unit, one claim.
    await env.DB.prepare(
      "INSERT INTO booking_claims (resource, unit, hold_id, expires_at) VALUES ('artist:1', '2026-12-08T02:15:00.000Z', ?1, ?2)",
    )
      .bind(hold, expiry)
      .run();
    expect(await claim('artist:1', '2026-12-08T02:15:00.000Z', hold, expiry)).toMatch(/UNIQUE/);
    await env.DB.prepare(
      "INSERT INTO booking_claims (resource, unit, hold_id, expires_at) VALUES ('session:3:2026-12-08T02:00:00.000Z', 'seat:12', ?1, ?2)",
    )
      .bind(hold, expiry)
      .run();
  });

  it('a reservation of both an artist and a session, or cancelled without its time', async () => {
    const owner = await account();
    const rule = await row<{ id: number; activity_id: number; store_id: number }>(
      'SELECT id, activity_id, store_id FROM session_rules LIMIT 1',
    );
    const artist = await row<{ id: number }>(
      'SELECT id FROM artists WHERE store_id = ?1',
      rule.store_id,
    );
    const insert = (artistId: number | null, ruleId: number | null, state: string) =>
      refused(
        `INSERT INTO reservations (confirmation_number, account_id, activity_id, store_id, artist_id,
           session_rule_id, starts_at, ends_at, state, full_name, email, phone, currency, created_at, updated_at)
         VALUES ('AB12CD34EF', ?1, ?2, ?3, ?4, ?5, '2026-12-08T02:00:00.000Z', '2026-12-08T03:00:00.000Z',
           ?6, 'Rule Checker', 'rules@example.com', '+65 6123 4567', 'SGD',
           '2026-12-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z')`,
        owner,
        rule.activity_id,
        rule.store_id,
        artistId,
        ruleId,
        state,
      );
    expect(await insert(artist.id, rule.id, 'confirmed')).toMatch(/CHECK/);
    expect(await insert(null, null, 'confirmed')).toMatch(/CHECK/);
    expect(await insert(null, rule.id, 'cancelled')).toMatch(/CHECK/);
  });
});
