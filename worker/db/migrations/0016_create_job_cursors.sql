-- Where a Cron job that walks a table in batches stopped, so that its next run goes on from
-- there (worker/db/job-cursors.ts). The retention job walks idle devices this way: devices
-- that still own something are read once per pass, never again and again at the head of
-- every run.
CREATE TABLE job_cursors (
  job TEXT PRIMARY KEY,
  position TEXT NOT NULL,
  updated_at TEXT NOT NULL
) WITHOUT ROWID;
