import type { Country } from '../../client/lib/sites';

/**
 * The member's selected store, a column of the account (migration 0034): the store a member
 * made "my store", read on any device they sign in on. One column for every site: a site reads
 * it only when it is one of that site's stores (the caller passes the country).
 */

/** The account's selected store when it is a store of `country`, else null. */
export async function readAccountStore(
  db: D1Database,
  accountId: number,
  country: Country,
): Promise<number | null> {
  const row = await db
    .prepare(
      `SELECT a.selected_store_id AS id
       FROM accounts a JOIN stores s ON s.id = a.selected_store_id
       WHERE a.id = ?1 AND s.country = ?2`,
    )
    .bind(accountId, country)
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** Sets the account's selected store (idempotent: the same store again changes nothing). */
export async function writeAccountStore(
  db: D1Database,
  accountId: number,
  storeId: number,
): Promise<void> {
  await db
    .prepare(
      `UPDATE accounts SET selected_store_id = ?2
       WHERE id = ?1 AND selected_store_id IS NOT ?2`,
    )
    .bind(accountId, storeId)
    .run();
}
