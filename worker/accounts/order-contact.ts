/** A member's names and e-mail, as the checkout fills its contact form and the mail greets them. */
export interface AccountContact {
  email: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
}

export async function readAccountNames(
  db: D1Database,
  accountId: number | undefined,
): Promise<AccountContact | null> {
  if (accountId === undefined) return null;
  const row = await db
    .prepare(`SELECT email, first_name, last_name, mobile FROM accounts WHERE id = ?1`)
    .bind(accountId)
    .first<{ email: string; first_name: string; last_name: string; mobile: string | null }>();
  return row
    ? { email: row.email, firstName: row.first_name, lastName: row.last_name, mobile: row.mobile }
    : null;
}
