import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  RETRY,
  runGuardedChange,
  type GuardedChange,
  type RequestKey,
} from '../../../worker/db/guarded-change';
import { failedConstraint } from '../../../worker/db/constraint-error';
import { deviceOwner } from '../../../worker/db/owner';

/**
 * The guarded change on its own (docs/architecture.md#one-guarded-change), over a counter of
 * its own: a change that takes `amount` from a stock that may not go below zero. Each of its
 * users (the bag's add and changes, placement, address adds, rewards) is tested with its own
 * replay and reused-key answers in its own file.
 */

const db = env.DB;
const NOW = new Date('2026-11-29T10:00:00.000Z');
const DEVICE = 'guarded-change-device-0001';

type Answer =
  | { kind: 'taken'; left: number }
  | { kind: 'replayed'; left: number; stored: string | null }
  | { kind: 'short'; left: number }
  | { kind: 'reused' }
  | { kind: 'exhausted' };

beforeEach(async () => {
  await db.batch([
    db.prepare(
      'CREATE TABLE IF NOT EXISTS guarded_stock (id INTEGER PRIMARY KEY, left INTEGER NOT NULL CHECK (left >= 0))',
    ),
    db.prepare('DELETE FROM guarded_stock'),
    db.prepare('DELETE FROM request_keys WHERE device_id = ?1').bind(DEVICE),
    db.prepare('INSERT INTO guarded_stock (id, left) VALUES (1, 5)'),
  ]);
});

const keyOf = (key: string, body: string): RequestKey => ({
  scope: 'bag',
  owner: deviceOwner(DEVICE),
  key,
  bodyHash: body,
});

const readLeft = () => ({
  statements: [db.prepare('SELECT left FROM guarded_stock WHERE id = 1')],
  read: ([result]: D1Result[]) => (result.results[0] as { left: number }).left,
});

function take(
  amount: number,
  key: RequestKey | null,
  overrides: Partial<GuardedChange<number, Answer>> = {},
): Promise<Answer> {
  return runGuardedChange<number, Answer>({
    db,
    now: NOW,
    key,
    read: readLeft,
    replay: (left, stored) => ({ kind: 'replayed', left, stored }),
    reused: () => ({ kind: 'reused' }),
    decide: (left) =>
      left < amount
        ? { answer: { kind: 'short', left } }
        : {
            write: {
              // The compare-and-set: the CHECK refuses a stock taken below zero meanwhile.
              changes: [
                db.prepare('UPDATE guarded_stock SET left = left - ?1 WHERE id = 1').bind(amount),
              ],
              after: [db.prepare('SELECT left FROM guarded_stock WHERE id = 1')],
              storedAnswer: `took ${amount}`,
              answer: ({ after: [row] }) => ({
                kind: 'taken',
                left: (row.results[0] as { left: number }).left,
              }),
            },
          },
    lostRace: (error) => failedConstraint(error)?.kind === 'CHECK',
    exhausted: () => ({ kind: 'exhausted' }),
    ...overrides,
  });
}

const keysOf = async () =>
  (
    await db
      .prepare(
        'SELECT idempotency_key, body_hash, answer, expires_at FROM request_keys WHERE device_id = ?1',
      )
      .bind(DEVICE)
      .all()
  ).results;

describe('runGuardedChange', () => {
  it('writes once per key: the same key and body again is replayed with the stored answer', async () => {
    expect(await take(2, keyOf('key-0000-0001', 'take:2'))).toEqual({ kind: 'taken', left: 3 });
    expect(await take(2, keyOf('key-0000-0001', 'take:2'))).toEqual({
      kind: 'replayed',
      left: 3,
      stored: 'took 2',
    });
    expect(await keysOf()).toEqual([
      {
        idempotency_key: 'key-0000-0001',
        body_hash: 'take:2',
        answer: 'took 2',
        // The bag's keys are kept a day.
        expires_at: '2026-11-30T10:00:00.000Z',
      },
    ]);
  });

  it('refuses the same key with another body, and writes nothing', async () => {
    await take(1, keyOf('key-0000-0002', 'take:1'));
    expect(await take(3, keyOf('key-0000-0002', 'take:3'))).toEqual({ kind: 'reused' });
    expect((await take(0, null)).kind).toBe('taken');
    expect(await take(0, null)).toEqual({ kind: 'taken', left: 4 });
  });

  it('answers a decision without writing, and records no key for it', async () => {
    expect(await take(9, keyOf('key-0000-0003', 'take:9'))).toEqual({ kind: 'short', left: 5 });
    expect(await keysOf()).toEqual([]);
  });

  it('thirty requests with one key at once: one write, every other answer a replay', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => take(1, keyOf('key-0000-0004', 'take:1'))),
    );
    expect(answers.filter((answer) => answer.kind === 'taken')).toHaveLength(1);
    expect(answers.filter((answer) => answer.kind === 'replayed')).toHaveLength(29);
    expect(await take(0, null)).toEqual({ kind: 'taken', left: 4 });
  });

  it('thirty requests with thirty keys at once for a stock of five: five writes, the rest decided again and refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        take(1, keyOf(`key-0000-1${String(n).padStart(3, '0')}`, 'take:1')),
      ),
    );
    expect(answers.filter((answer) => answer.kind === 'taken')).toHaveLength(5);
    expect(answers.filter((answer) => answer.kind === 'short')).toHaveLength(25);
    expect(await keysOf()).toHaveLength(5);
  });

  it('decides again after a lost race, and gives up after three', async () => {
    let decisions = 0;
    // Every write breaks the CHECK as if another writer had taken the stock first.
    const outcome = await take(1, keyOf('key-0000-0005', 'take:1'), {
      decide: () => {
        decisions += 1;
        return {
          write: {
            changes: [db.prepare('UPDATE guarded_stock SET left = -1 WHERE id = 1')],
            answer: () => ({ kind: 'taken', left: -1 }),
          },
        };
      },
    });
    expect(decisions).toBe(3);
    expect(outcome).toEqual({ kind: 'exhausted' });
    // Every batch rolled back whole: the key too.
    expect(await keysOf()).toEqual([]);
    expect(await take(0, null)).toEqual({ kind: 'taken', left: 5 });
  });

  it('decides again when the write says its guard found the state moved on (RETRY)', async () => {
    let decisions = 0;
    const outcome = await take(1, keyOf('key-0000-0006', 'take:1'), {
      decide: () => {
        decisions += 1;
        return {
          write: {
            changes: [db.prepare('UPDATE guarded_stock SET left = left WHERE id = 0')],
            answer: () => (decisions < 2 ? RETRY : { kind: 'taken', left: 5 }),
          },
        };
      },
    });
    expect(decisions).toBe(2);
    expect(outcome).toEqual({ kind: 'taken', left: 5 });
    // A change that wrote nothing leaves no key, so the request can be made again.
    expect(await keysOf()).toEqual([]);
  });

  it('keeps the key of a write that changed nothing when the change says it counts', async () => {
    await take(1, keyOf('key-0000-0007', 'take:1'), {
      decide: () => ({
        write: {
          changes: [db.prepare('UPDATE guarded_stock SET left = left WHERE id = 0')],
          keepKey: true,
          answer: () => ({ kind: 'taken', left: 5 }),
        },
      }),
    });
    expect(await keysOf()).toHaveLength(1);
  });

  it('throws an error that is not a lost race at once, without deciding again', async () => {
    let decisions = 0;
    await expect(
      take(1, keyOf('key-0000-0008', 'take:1'), {
        lostRace: () => false,
        decide: () => {
          decisions += 1;
          return {
            write: {
              changes: [db.prepare('UPDATE guarded_stock SET left = -1 WHERE id = 1')],
              answer: () => ({ kind: 'taken', left: -1 }),
            },
          };
        },
      }),
    ).rejects.toThrow(/CHECK constraint failed/);
    expect(decisions).toBe(1);
  });
});
