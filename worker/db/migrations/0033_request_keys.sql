-- One table of idempotency keys for every guarded change (docs/architecture.md "One guarded
-- change"): the bag's changes, placements, address adds and rewards record the key of the
-- request that made them here, in the change's own batch. `body_hash` tells a retry (the same
-- request again) from a reused key; `answer` is what a replay answers when the change's result
-- is not simply "the state as it is now" (a placement's order number); `expires_at` is when the
-- retention job may forget it.
CREATE TABLE request_keys (
  id INTEGER PRIMARY KEY,
  scope TEXT NOT NULL CHECK (scope IN ('bag', 'order', 'address', 'reward')),
  device_id TEXT CHECK (device_id IS NULL OR length(device_id) BETWEEN 16 AND 64),
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL CHECK (length(idempotency_key) BETWEEN 8 AND 64),
  body_hash TEXT NOT NULL CHECK (length(body_hash) BETWEEN 1 AND 200),
  answer TEXT CHECK (answer IS NULL OR length(answer) <= 200),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  CHECK ((device_id IS NULL) <> (account_id IS NULL))
);
CREATE UNIQUE INDEX request_keys_device ON request_keys (scope, device_id, idempotency_key)
  WHERE device_id IS NOT NULL;
CREATE UNIQUE INDEX request_keys_account ON request_keys (scope, account_id, idempotency_key)
  WHERE account_id IS NOT NULL;
CREATE INDEX request_keys_expiry ON request_keys (expires_at);

-- The bag's keys (kept a day) and the placements' keys (kept 30 days), with their fingerprints
-- as they were, so a retry that spans this migration is still answered as its first try.
INSERT INTO request_keys (scope, device_id, account_id, idempotency_key, body_hash, created_at, expires_at)
SELECT 'bag', device_id, account_id, idempotency_key, fingerprint, created_at,
  strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+1 day')
FROM cart_requests;
INSERT INTO request_keys (scope, device_id, account_id, idempotency_key, body_hash, answer, created_at, expires_at)
SELECT 'order', r.device_id, r.account_id, r.idempotency_key, r.fingerprint, o.number, r.created_at,
  strftime('%Y-%m-%dT%H:%M:%fZ', r.created_at, '+30 days')
FROM order_requests r JOIN orders o ON o.id = r.order_id;
DROP TABLE cart_requests;
DROP TABLE order_requests;

-- An address add's key was a column of the address; its replay compared the fields. Keys of
-- adds made before this migration are forgotten: a key serves the retry of a lost answer,
-- seconds later, and the cap on addresses still holds.
DROP INDEX addresses_idempotency;
ALTER TABLE addresses DROP COLUMN idempotency_key;

-- The key of the request that last changed a bag line: the add's key is in request_keys now.
ALTER TABLE cart_lines DROP COLUMN last_request;
