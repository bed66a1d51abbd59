-- Bookings made at the external booking provider (docs/booking.md "The external provider"):
-- a reservation with the provider's reference and neither an artist nor a session (its time is
-- the provider's, so it takes no claims here). SQLite changes a CHECK only by rebuilding the
-- table. Dropping `reservations` deletes its claims (ON DELETE CASCADE runs on the implicit
-- delete of a DROP), so they are kept aside and put back; nothing else refers to it.
CREATE TABLE reservation_claims_kept AS
  SELECT resource, unit, reservation_id FROM booking_claims WHERE reservation_id IS NOT NULL;

CREATE TABLE reservations_new (
  id INTEGER PRIMARY KEY,
  -- What the member quotes: 10 capitals and digits.
  confirmation_number TEXT NOT NULL UNIQUE CHECK (
    length(confirmation_number) = 10 AND confirmation_number NOT GLOB '*[^A-Z0-9]*'
  ),
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  activity_id INTEGER NOT NULL REFERENCES activities (id),
  store_id INTEGER NOT NULL REFERENCES stores (id),
  artist_id INTEGER REFERENCES artists (id),
  session_rule_id INTEGER REFERENCES session_rules (id),
  starts_at TEXT NOT NULL CHECK (
    length(starts_at) = 24 AND starts_at GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T*' AND substr(starts_at, 12) GLOB '[0-2][0-9]:[0-5][0-9]:00.000Z'
  ),
  ends_at TEXT NOT NULL CHECK (
    length(ends_at) = 24 AND ends_at GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T*' AND substr(ends_at, 12) GLOB '[0-2][0-9]:[0-5][0-9]:00.000Z'
  ),
  state TEXT NOT NULL CHECK (state IN ('confirmed', 'rescheduled', 'cancelled')),
  full_name TEXT NOT NULL CHECK (length(full_name) BETWEEN 1 AND 120),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254 AND email LIKE '%_@_%'),
  phone TEXT NOT NULL CHECK (length(phone) BETWEEN 6 AND 20 AND phone NOT GLOB '*[^0-9 +-]*'),
  -- The questions' answers, code → answer.
  answers TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(answers) AND json_type(answers) = 'object' AND length(answers) <= 4000),
  price INTEGER CHECK (price IS NULL OR price > 0),
  currency TEXT NOT NULL CHECK (currency IN ('AUD', 'HKD', 'IDR', 'MYR', 'NZD', 'PHP', 'SGD', 'THB')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  cancelled_at TEXT,
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  reminded_at TEXT,
  provider_ref TEXT CHECK (provider_ref IS NULL OR length(provider_ref) BETWEEN 8 AND 64),
  -- A booking made here has its artist (a service) or its session (a class or an event); one
  -- made at the external provider has neither: its time is the provider's.
  CHECK (CASE WHEN provider_ref IS NULL
    THEN (artist_id IS NULL) <> (session_rule_id IS NULL)
    ELSE artist_id IS NULL AND session_rule_id IS NULL END),
  CHECK (starts_at < ends_at),
  CHECK ((state = 'cancelled') = (cancelled_at IS NOT NULL)),
  CHECK (created_at <= updated_at)
);
INSERT INTO reservations_new (id, confirmation_number, account_id, activity_id, store_id, artist_id, session_rule_id, starts_at, ends_at, state, full_name, email, phone, answers, price, currency, created_at, updated_at, cancelled_at, version, reminded_at, provider_ref)
SELECT id, confirmation_number, account_id, activity_id, store_id, artist_id, session_rule_id, starts_at, ends_at, state, full_name, email, phone, answers, price, currency, created_at, updated_at, cancelled_at, version, reminded_at, provider_ref FROM reservations;
DROP TABLE reservations;
ALTER TABLE reservations_new RENAME TO reservations;
-- A member's bookings, by start ("my bookings", upcoming and past).
CREATE INDEX reservations_account ON reservations (account_id, starts_at);
-- "Any available artist": an artist's bookings of a day.
CREATE INDEX reservations_artist ON reservations (artist_id, starts_at);
CREATE UNIQUE INDEX reservations_provider_ref ON reservations (provider_ref) WHERE provider_ref IS NOT NULL;
-- The reminder job's day: bookings starting in a window, not yet reminded, not cancelled.
CREATE INDEX reservations_reminder ON reservations (starts_at) WHERE reminded_at IS NULL AND state <> 'cancelled';

INSERT INTO booking_claims (resource, unit, reservation_id)
SELECT resource, unit, reservation_id FROM reservation_claims_kept;
DROP TABLE reservation_claims_kept;
