/**
 * Positions of Cron jobs that walk a table in batches (migration 0016): a job reads where its
 * last run stopped and writes where this one did, so each run does a bounded share of a pass.
 */

/** Where `job` stopped last (the text it wrote), or null when it starts a new pass. */
export async function readJobCursor(db: D1Database, job: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT position FROM job_cursors WHERE job = ?1')
    .bind(job)
    .first<{ position: string }>();
  return row?.position ?? null;
}

/** Records where `job` stopped; null when its pass is complete and the next run starts over. */
export async function writeJobCursor(
  db: D1Database,
  job: string,
  position: string | null,
  now: Date,
): Promise<void> {
  const statement =
    position === null
      ? db.prepare('DELETE FROM job_cursors WHERE job = ?1').bind(job)
      : db
          .prepare(
            `INSERT INTO job_cursors (job, position, updated_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (job) DO UPDATE SET position = excluded.position, updated_at = excluded.updated_at`,
          )
          .bind(job, position, now.toISOString());
  await statement.run();
}
