-- Lists and the bag belong to an owner (issue 8): a guest's device or a member's account,
-- exactly one of the two (the CHECKs below). Sign-in adopts a device's rows into the account
-- (worker/db/adopt.ts). A member's rows go with the account (ON DELETE CASCADE). SQLite keeps
-- NULLs apart in UNIQUE, so each owner kind has its own unique index. The tables are rebuilt
-- (SQLite cannot change a primary key), their rows kept.

CREATE TABLE wishlist_items_owned (
  id INTEGER PRIMARY KEY,
  device_id TEXT CHECK (device_id IS NULL OR length(device_id) BETWEEN 16 AND 64),
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  CHECK ((device_id IS NULL) <> (account_id IS NULL))
);
INSERT INTO wishlist_items_owned (device_id, product_id, created_at)
SELECT device_id, product_id, created_at FROM wishlist_items;
DROP TABLE wishlist_items;
ALTER TABLE wishlist_items_owned RENAME TO wishlist_items;
CREATE UNIQUE INDEX wishlist_items_device ON wishlist_items (device_id, product_id);
CREATE UNIQUE INDEX wishlist_items_account ON wishlist_items (account_id, product_id);

CREATE TABLE waitlist_entries_owned (
  id INTEGER PRIMARY KEY,
  device_id TEXT CHECK (device_id IS NULL OR length(device_id) BETWEEN 16 AND 64),
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  country TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('waiting', 'cancelled', 'notified')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((device_id IS NULL) <> (account_id IS NULL))
);
INSERT INTO waitlist_entries_owned (id, device_id, variant_id, country, status, created_at, updated_at)
SELECT id, device_id, variant_id, country, status, created_at, updated_at FROM waitlist_entries;
DROP TABLE waitlist_entries;
ALTER TABLE waitlist_entries_owned RENAME TO waitlist_entries;
CREATE UNIQUE INDEX waitlist_entries_device ON waitlist_entries (device_id, variant_id, country);
CREATE UNIQUE INDEX waitlist_entries_account ON waitlist_entries (account_id, variant_id, country);

CREATE TABLE launch_reminders_owned (
  id INTEGER PRIMARY KEY,
  device_id TEXT CHECK (device_id IS NULL OR length(device_id) BETWEEN 16 AND 64),
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  country TEXT NOT NULL,
  created_at TEXT NOT NULL,
  CHECK ((device_id IS NULL) <> (account_id IS NULL))
);
INSERT INTO launch_reminders_owned (device_id, product_id, country, created_at)
SELECT device_id, product_id, country, created_at FROM launch_reminders;
DROP TABLE launch_reminders;
ALTER TABLE launch_reminders_owned RENAME TO launch_reminders;
CREATE UNIQUE INDEX launch_reminders_device ON launch_reminders (device_id, product_id, country);
CREATE UNIQUE INDEX launch_reminders_account ON launch_reminders (account_id, product_id, country);

CREATE TABLE cart_lines_owned (
  id INTEGER PRIMARY KEY,
  device_id TEXT CHECK (device_id IS NULL OR length(device_id) BETWEEN 16 AND 64),
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  variant_id INTEGER NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  -- Spec §9: at most 6 of one item per bag line (the last line of defence; the API checks first).
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 6),
  last_request TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((device_id IS NULL) <> (account_id IS NULL))
);
INSERT INTO cart_lines_owned (id, device_id, country, variant_id, quantity, last_request, created_at, updated_at)
SELECT id, device_id, country, variant_id, quantity, last_request, created_at, updated_at FROM cart_lines;
DROP TABLE cart_lines;
ALTER TABLE cart_lines_owned RENAME TO cart_lines;
CREATE UNIQUE INDEX cart_lines_device ON cart_lines (device_id, country, variant_id);
CREATE UNIQUE INDEX cart_lines_account ON cart_lines (account_id, country, variant_id);

-- Idempotency keys are the requester's: a device's or an account's.
CREATE TABLE cart_requests_owned (
  id INTEGER PRIMARY KEY,
  device_id TEXT CHECK (device_id IS NULL OR length(device_id) BETWEEN 16 AND 64),
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL CHECK (length(idempotency_key) BETWEEN 8 AND 64),
  country TEXT NOT NULL,
  variant_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  CHECK ((device_id IS NULL) <> (account_id IS NULL))
);
INSERT INTO cart_requests_owned (device_id, idempotency_key, country, variant_id, quantity, created_at)
SELECT device_id, idempotency_key, country, variant_id, quantity, created_at FROM cart_requests;
DROP TABLE cart_requests;
ALTER TABLE cart_requests_owned RENAME TO cart_requests;
CREATE UNIQUE INDEX cart_requests_device ON cart_requests (device_id, idempotency_key);
CREATE UNIQUE INDEX cart_requests_account ON cart_requests (account_id, idempotency_key);
CREATE INDEX cart_requests_created ON cart_requests (created_at);
