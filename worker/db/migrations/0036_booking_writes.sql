-- Booking's writes (docs/booking.md "Booking").
--
-- 1. A booking's idempotency key is a request key of the scope 'booking': the scope's CHECK
--    lists its scopes, and SQLite changes a CHECK only by rebuilding the table (rows kept).
-- 2. Reservations get a version (compare-and-set of cancel and reschedule: the loser of a race
--    reads again), the instant their reminder was queued (the reminder job's guard: it queues
--    one reminder a booking, however often it runs), and the external provider's reference of a
--    booking made there (unique: a reference recorded once).
CREATE TABLE request_keys_new (
  id INTEGER PRIMARY KEY,
  scope TEXT NOT NULL CHECK (scope IN ('bag', 'order', 'address', 'reward', 'booking')),
  device_id TEXT CHECK (device_id IS NULL OR length(device_id) BETWEEN 16 AND 64),
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL CHECK (length(idempotency_key) BETWEEN 8 AND 64),
  body_hash TEXT NOT NULL CHECK (length(body_hash) BETWEEN 1 AND 200),
  answer TEXT CHECK (answer IS NULL OR length(answer) <= 200),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  CHECK ((device_id IS NULL) <> (account_id IS NULL))
);
INSERT INTO request_keys_new (id, scope, device_id, account_id, idempotency_key, body_hash, answer, created_at, expires_at)
SELECT id, scope, device_id, account_id, idempotency_key, body_hash, answer, created_at, expires_at
FROM request_keys;
DROP TABLE request_keys;
ALTER TABLE request_keys_new RENAME TO request_keys;
CREATE UNIQUE INDEX request_keys_device ON request_keys (scope, device_id, idempotency_key)
  WHERE device_id IS NOT NULL;
CREATE UNIQUE INDEX request_keys_account ON request_keys (scope, account_id, idempotency_key)
  WHERE account_id IS NOT NULL;
CREATE INDEX request_keys_expiry ON request_keys (expires_at);

ALTER TABLE reservations ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE reservations ADD COLUMN reminded_at TEXT;
ALTER TABLE reservations ADD COLUMN provider_ref TEXT CHECK (provider_ref IS NULL OR length(provider_ref) BETWEEN 8 AND 64);
CREATE UNIQUE INDEX reservations_provider_ref ON reservations (provider_ref) WHERE provider_ref IS NOT NULL;
-- The reminder job's day: bookings starting in a window, not yet reminded, not cancelled.
CREATE INDEX reservations_reminder ON reservations (starts_at) WHERE reminded_at IS NULL AND state <> 'cancelled';
