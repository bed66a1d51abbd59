-- The member's own changes (issue 8): the beauty profile's completion, and safe retries of
-- adding an address.

-- When every question of the beauty profile was first answered: set once (compare-and-set in
-- worker/db/profile.ts), the fact a later issue's points for a completed profile rest on.
ALTER TABLE accounts ADD COLUMN beauty_profile_completed_at TEXT;

-- The idempotency key of the request that added an address (NULL without one): a retried add
-- with a key seen before adds nothing (worker/db/addresses.ts).
ALTER TABLE addresses ADD COLUMN idempotency_key TEXT
  CHECK (idempotency_key IS NULL OR length(idempotency_key) BETWEEN 8 AND 64);
CREATE UNIQUE INDEX addresses_idempotency ON addresses (account_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
