-- One home for rate limits (worker/rate-limit/): a fixed-window counter per purpose and subject
-- (a hashed e-mail address, a client address, an order number), moved by one atomic upsert and
-- removed by the retention job once its window has passed (`expires_at`).
CREATE TABLE rate_limits (
  purpose TEXT NOT NULL,
  subject TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  hits INTEGER NOT NULL CHECK (hits >= 1),
  PRIMARY KEY (purpose, subject, window_start)
) WITHOUT ROWID;
CREATE INDEX rate_limits_expires ON rate_limits (expires_at);

-- Sign-in locks are now keyed by what they refuse (README "Accounts and sessions": an address
-- from one client, an address from everywhere, a client), not by account: an address without an
-- account is locked the same way, so the answer does not say which addresses have one. A lock
-- ends at `until`, or earlier when the owner's unlock link lifts it (`lifted_at`). The accounts'
-- own lock columns (failed_sign_ins, failures_since, locked_until, lock_reference) are no longer
-- read or written.
ALTER TABLE sign_in_blocks ADD COLUMN subject TEXT;
ALTER TABLE sign_in_blocks ADD COLUMN until TEXT;
ALTER TABLE sign_in_blocks ADD COLUMN lifted_at TEXT;
CREATE INDEX sign_in_blocks_subject ON sign_in_blocks (subject, until) WHERE subject IS NOT NULL;

-- The per-client failure counts move to rate_limits (purpose 'sign-in-client').
DROP TABLE sign_in_throttle;
