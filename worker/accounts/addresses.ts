import type { Address, Addresses } from '../../client/api/address-contract';
import { MAX_ADDRESSES, type AddressValues } from '../../client/lib/address-fields';
import type { Country } from '../../client/lib/sites';
import { sha256Hex } from '../auth/secret-tokens';
import { RETRY, runGuardedChange } from '../db/guarded-change';
import { accountOwner } from '../db/owner';

/**
 * A member's addresses (migration 0017, 0019). Every read and write names the account and the
 * site's country with the id, so another member's address (or one of another country) is
 * simply not found: the API answers 404, never a 403 that would confirm it exists.
 *
 * Each change is one D1 batch (one transaction) whose statements carry their own guards:
 * - at most MAX_ADDRESSES per account: the INSERT counts in its WHERE, so thirty adds at once
 *   (each a transaction, run one after another by D1) stop at the cap;
 * - at most one default per account and country (the unique index `addresses_one_default`
 *   refuses a second): a switch clears the old default and sets the new in the same batch; the
 *   first address of a country becomes its default; deleting the default makes the newest
 *   remaining one the default, in the delete's batch;
 * - an add is one guarded change (../db/guarded-change.ts): a retry with its idempotency key adds
 *   nothing and is answered as the first try was.
 */

export interface AddressRow {
  id: number;
  account_id: number;
  country: Country;
  fields: string;
  is_default: number;
  created_at: string;
  updated_at: string;
}

function view(row: AddressRow): Address {
  return {
    id: row.id,
    country: row.country,
    fields: JSON.parse(row.fields) as AddressValues,
    isDefault: row.is_default === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The member's addresses of `country` (the default first, then the newest) and their total. */
export async function listAddresses(
  db: D1Database,
  accountId: number,
  country: Country,
): Promise<Addresses> {
  const [list, count] = await db.batch([
    db
      .prepare(
        `SELECT * FROM addresses WHERE account_id = ?1 AND country = ?2
         ORDER BY is_default DESC, created_at DESC, id DESC`,
      )
      .bind(accountId, country),
    db.prepare('SELECT COUNT(*) AS total FROM addresses WHERE account_id = ?1').bind(accountId),
  ]);
  return {
    items: (list.results as AddressRow[]).map(view),
    limit: MAX_ADDRESSES,
    total: (count.results[0] as { total: number }).total,
  };
}

export function findAddress(
  db: D1Database,
  accountId: number,
  country: Country,
  id: number,
): Promise<AddressRow | null> {
  return db
    .prepare('SELECT * FROM addresses WHERE id = ?1 AND account_id = ?2 AND country = ?3')
    .bind(id, accountId, country)
    .first<AddressRow>();
}

export type AddOutcome = 'ok' | 'replayed' | 'full' | 'key_reused';

/** The guard both statements of an add share: still under the cap. */
const ADD_GUARD = `(SELECT COUNT(*) FROM addresses WHERE account_id = ?1) < ?5`;

export async function addAddress(
  db: D1Database,
  input: {
    accountId: number;
    country: Country;
    values: AddressValues;
    makeDefault: boolean;
    idempotencyKey?: string | undefined;
    now: Date;
  },
): Promise<AddOutcome> {
  const fields = JSON.stringify(input.values);
  const params = [input.accountId, input.country, fields, input.makeDefault ? 1 : 0];
  return runGuardedChange<number, AddOutcome>({
    db,
    now: input.now,
    key: input.idempotencyKey
      ? {
          scope: 'address',
          owner: accountOwner(input.accountId),
          key: input.idempotencyKey,
          bodyHash: await sha256Hex(
            JSON.stringify([input.country, input.values, input.makeDefault]),
          ),
        }
      : null,
    read: () => ({
      statements: [
        db
          .prepare('SELECT COUNT(*) AS total FROM addresses WHERE account_id = ?1')
          .bind(input.accountId),
      ],
      read: ([count]) => (count.results[0] as { total: number }).total,
    }),
    replay: () => 'replayed',
    reused: () => 'key_reused',
    decide: (total) =>
      total >= MAX_ADDRESSES
        ? { answer: 'full' }
        : {
            write: {
              changes: [
                // A new default: the old one stops being it first (the unique index allows one).
                db
                  .prepare(
                    `UPDATE addresses SET is_default = 0
                     WHERE ?4 = 1 AND account_id = ?1 AND country = ?2 AND is_default = 1 AND ${ADD_GUARD}`,
                  )
                  .bind(...params, MAX_ADDRESSES),
                db
                  .prepare(
                    `INSERT INTO addresses (account_id, country, fields, is_default, created_at, updated_at)
                     SELECT ?1, ?2, ?3,
                       CASE WHEN ?4 = 1 OR NOT EXISTS (SELECT 1 FROM addresses
                         WHERE account_id = ?1 AND country = ?2 AND is_default = 1) THEN 1 ELSE 0 END,
                       ?6, ?6
                     WHERE ${ADD_GUARD}`,
                  )
                  .bind(...params, MAX_ADDRESSES, input.now.toISOString()),
              ],
              // The cap was reached meanwhile (nothing written): read again, and it is full.
              answer: ({ changes: [, inserted] }) => (inserted.meta.changes === 1 ? 'ok' : RETRY),
            },
          },
    lostRace: () => false,
    exhausted: () => 'full',
  });
}

export type ChangeOutcome = 'ok' | 'unknown' | 'conflict';

/**
 * Changes an address in one batch: its fields (compare-and-set on the version read,
 * `updated_at`: a change made meanwhile is a conflict, not overwritten) and/or makes it the
 * default (the old default cleared first). When the fields are changed too, the switch applies
 * only if their UPDATE did (the row then carries this change's `now`), so a conflict changes
 * nothing at all.
 */
export async function changeAddress(
  db: D1Database,
  input: {
    accountId: number;
    country: Country;
    id: number;
    /** The new fields and the version they were merged onto. */
    values?: { fields: AddressValues; readAt: string } | undefined;
    makeDefault: boolean;
    now: string;
  },
): Promise<ChangeOutcome> {
  const { accountId, country, id, now } = input;
  const statements: D1PreparedStatement[] = [];
  if (input.values)
    statements.push(
      db
        .prepare(
          `UPDATE addresses SET fields = ?4, updated_at = ?5
           WHERE id = ?3 AND account_id = ?1 AND country = ?2 AND updated_at = ?6`,
        )
        .bind(
          accountId,
          country,
          id,
          JSON.stringify(input.values.fields),
          now,
          input.values.readAt,
        ),
    );
  if (input.makeDefault) {
    const fieldsApplied = `(?5 IS NULL OR EXISTS (SELECT 1 FROM addresses
      WHERE id = ?3 AND account_id = ?1 AND updated_at = ?5))`;
    const guard = input.values ? now : null;
    statements.push(
      db
        .prepare(
          `UPDATE addresses SET is_default = 0, updated_at = ?4
           WHERE account_id = ?1 AND country = ?2 AND is_default = 1 AND id <> ?3
             AND EXISTS (SELECT 1 FROM addresses WHERE id = ?3 AND account_id = ?1 AND country = ?2)
             AND ${fieldsApplied}`,
        )
        .bind(accountId, country, id, now, guard),
      db
        .prepare(
          `UPDATE addresses SET is_default = 1, updated_at = ?4
           WHERE id = ?3 AND account_id = ?1 AND country = ?2 AND ${fieldsApplied}`,
        )
        .bind(accountId, country, id, now, guard),
    );
  }
  if (!statements.length) return (await findAddress(db, accountId, country, id)) ? 'ok' : 'unknown';
  const results = await db.batch(statements);
  if (results.at(-1)?.meta.changes === 1) return 'ok';
  return input.values && (await findAddress(db, accountId, country, id)) ? 'conflict' : 'unknown';
}

/**
 * Deletes an address; when it was the default, the newest remaining one of its country
 * becomes the default in the same batch.
 */
export async function deleteAddress(
  db: D1Database,
  accountId: number,
  country: Country,
  id: number,
): Promise<'ok' | 'unknown'> {
  const [deleted] = await db.batch([
    db
      .prepare('DELETE FROM addresses WHERE id = ?3 AND account_id = ?1 AND country = ?2')
      .bind(accountId, country, id),
    db
      .prepare(
        `UPDATE addresses SET is_default = 1
         WHERE id = (SELECT id FROM addresses WHERE account_id = ?1 AND country = ?2
                     ORDER BY created_at DESC, id DESC LIMIT 1)
           AND NOT EXISTS (SELECT 1 FROM addresses
                           WHERE account_id = ?1 AND country = ?2 AND is_default = 1)`,
      )
      .bind(accountId, country),
  ]);
  return deleted.meta.changes === 1 ? 'ok' : 'unknown';
}

/** The fields of the member's default address on the site (else their first), for checkout. */
export function firstAddressFields(
  db: D1Database,
  accountId: number,
  country: string,
): Promise<{ fields: string } | null> {
  return db
    .prepare(
      `SELECT fields FROM addresses WHERE account_id = ?1 AND country = ?2 ORDER BY is_default DESC, id LIMIT 1`,
    )
    .bind(accountId, country)
    .first<{ fields: string }>();
}
