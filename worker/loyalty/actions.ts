import type { PointSource } from '../../client/api/beauty-pass-contract';

/**
 * Points for things a member does (the spec's point-log sources), each awarded once per member:
 * the ledger key `action:{source}` is unique per member, so a second completion, a retried
 * request or a replayed job writes nothing. The points are ours (the spec gives none). The
 * storefront itself awards the beauty profile; the others come from the app, reviews and
 * surveys, which post them through the operator's adjustment (sandbox/users/{id}/points).
 */
export const ACTION_POINTS = {
  completed_beauty_profile: 50,
  registration_of_app_account: 50,
  downloaded_mobile_app: 100,
  referred_mobile_app: 100,
  survey_points: 25,
  online_review: 20,
  published_review: 20,
  product_review: 20,
} as const satisfies Partial<Record<PointSource, number>>;
export type ActionSource = keyof typeof ACTION_POINTS;

/** The award, written only when `guard` (SQL over the account, `?1` its id) holds. */
export function actionAwardStatement(
  db: D1Database,
  accountId: number,
  source: ActionSource,
  now: string,
  guard = '1',
): D1PreparedStatement {
  const points = ACTION_POINTS[source];
  return db
    .prepare(
      `INSERT INTO points_ledger (account_id, source, movement, available_delta, lifetime_delta,
         key, occurred_at)
       SELECT id, ?2, 'earn', ?3, ?3, 'action:' || ?2, ?4 FROM accounts WHERE id = ?1 AND ${guard}
       ON CONFLICT (account_id, key) DO NOTHING`,
    )
    .bind(accountId, source, points, now);
}
