import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  readActivities,
  readActivity,
  readActivityGroups,
  readBanners,
  readQuestions,
} from '../../../worker/booking/activities';
import { availableSlots } from '../../../worker/booking/availability';
import { readStore } from '../../../worker/stores/stores';
import { recordingDb, tableScans } from '../query-plans';

/**
 * Booking's reads go through their indexes: no statement scans a table (the slot reads above
 * all: reservations, booking_claims and session_rules grow with every booking and schedule).
 */

async function named(name: string) {
  const row = await env.DB.prepare(
    `SELECT a.id FROM activities a JOIN activity_texts t ON t.activity_id = a.id AND t.language = 'en'
     WHERE a.country = 'th' AND t.name = ?1`,
  )
    .bind(name)
    .first<{ id: number }>();
  if (!row) throw new Error(`no activity ${name}`);
  return row.id;
}

describe('booking reads', () => {
  it('read the catalogue through indexes', async () => {
    const { db, seen } = recordingDb();
    const [first] = await readActivities(db, 'th', 'th');
    await readActivities(db, 'th', 'en', { kind: 'class', storeId: first.storeIds[0] });
    await readActivity(db, 'th', 'th', first.id);
    await readActivityGroups(db, 'th', 'th');
    await readBanners(db, 'th', 'th');
    await readQuestions(db, 'th', 'th', first.id);
    expect(seen.length).toBeGreaterThan(5);
    expect(await tableScans(seen)).toEqual([]);
  });

  it('read the free times of a service and of a class through indexes', async () => {
    const store = await readStore(
      env.DB,
      'th',
      'th',
      (await readActivities(env.DB, 'th', 'th'))[0].storeIds[0],
    );
    if (!store) throw new Error('no store');
    const { db, seen } = recordingDb();
    const now = new Date('2026-12-01T00:00:00.000Z');
    const service = await availableSlots(db, {
      country: 'th',
      activityId: await named('Makeup application'),
      store,
      date: '2026-12-08',
      now,
    });
    expect(service.outcome === 'slots' && service.slots.length > 0).toBe(true);
    const session = await availableSlots(db, {
      country: 'th',
      activityId: await named('Everyday makeup masterclass'),
      store,
      date: '2026-12-09',
      now,
    });
    expect(session.outcome === 'slots' && session.slots.length).toBe(1);
    const sql = seen.map((statement) => statement.sql).join('\n');
    for (const table of ['booking_claims', 'reservations', 'session_rules'])
      expect(sql).toContain(table);
    expect(await tableScans(seen)).toEqual([]);
  });
});
