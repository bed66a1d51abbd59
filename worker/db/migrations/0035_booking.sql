-- Booking (docs/booking.md): what a member can book in store (services, classes, events), who
-- does it and when, and the reservations with the claims that make a double booking impossible.
-- Written only by worker/booking/ (test/worker/table-owners.test.ts); the seed writes the
-- catalogue of activities, the write side the reservations, holds and claims.
--
-- Times: instants are UTC ISO 8601 with milliseconds ('2026-12-01T02:00:00.000Z', as
-- `Date.toISOString()` writes them), so text order is time order and a range is an index
-- search (checked in two GLOBs: D1 refuses a pattern longer than 50 characters); schedules are the store's local time ('HH:MM', weekday 0 = Monday) like store_hours.

-- A composite key to refer to a store of a given country: an activity's store, an artist's
-- store must be of the activity's site. The parent of a composite foreign key must be unique.
CREATE UNIQUE INDEX stores_id_country ON stores (id, country);

-- The tabs of the happening pages (beauty services, beauty classes, store events) of one site.
CREATE TABLE activity_groups (
  id INTEGER PRIMARY KEY,
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  position INTEGER NOT NULL CHECK (position >= 0),
  UNIQUE (id, country)
);
-- Every read is one site's groups in order: unique, so the order is fixed.
CREATE UNIQUE INDEX activity_groups_country ON activity_groups (country, position);

CREATE TABLE activity_group_texts (
  group_id INTEGER NOT NULL REFERENCES activity_groups (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'zh', 'id', 'th')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  PRIMARY KEY (group_id, language)
) WITHOUT ROWID;

CREATE TABLE activities (
  id INTEGER PRIMARY KEY,
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  group_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('service', 'class', 'event')),
  -- On the 15-minute grid, so a service covers whole units of its artist's time.
  duration_minutes INTEGER NOT NULL CHECK (duration_minutes BETWEEN 15 AND 480 AND duration_minutes % 15 = 0),
  -- Minor units of the site's currency (client/lib/sites.ts); NULL is free, never 0.
  price INTEGER CHECK (price IS NULL OR price > 0),
  -- Booked in the app only: the page shows the app prompt instead of the form.
  app_only INTEGER NOT NULL DEFAULT 0 CHECK (app_only IN (0, 1)),
  -- Only a Gold member may book it; only events are by invitation.
  invitation_only INTEGER NOT NULL DEFAULT 0 CHECK (invitation_only IN (0, 1) AND (invitation_only = 0 OR kind = 'event')),
  -- 'booxi': booked at the external provider, which keeps its own times; only services.
  provider TEXT NOT NULL DEFAULT 'store' CHECK (provider IN ('store', 'booxi') AND (provider = 'store' OR kind = 'service')),
  position INTEGER NOT NULL CHECK (position >= 0),
  UNIQUE (id, country),
  -- The group is of the same site.
  FOREIGN KEY (group_id, country) REFERENCES activity_groups (id, country) ON DELETE CASCADE
);
CREATE UNIQUE INDEX activities_country ON activities (country, position);
CREATE INDEX activities_group ON activities (group_id);

CREATE TABLE activity_texts (
  activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'zh', 'id', 'th')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  description TEXT NOT NULL CHECK (length(description) BETWEEN 1 AND 2000),
  PRIMARY KEY (activity_id, language)
) WITHOUT ROWID;

-- Where an activity is offered: a store of the activity's site (both composite keys).
CREATE TABLE activity_stores (
  activity_id INTEGER NOT NULL,
  store_id INTEGER NOT NULL,
  country TEXT NOT NULL,
  PRIMARY KEY (activity_id, store_id),
  FOREIGN KEY (activity_id, country) REFERENCES activities (id, country) ON DELETE CASCADE,
  FOREIGN KEY (store_id, country) REFERENCES stores (id, country) ON DELETE CASCADE
) WITHOUT ROWID;
-- "The activities of this store" (the storeId filter).
CREATE INDEX activity_stores_store ON activity_stores (store_id, activity_id);

-- The people who do the services of a store.
CREATE TABLE artists (
  id INTEGER PRIMARY KEY,
  store_id INTEGER NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  position INTEGER NOT NULL CHECK (position >= 0),
  UNIQUE (id, store_id)
);
CREATE UNIQUE INDEX artists_store ON artists (store_id, position);

-- An artist's working hours, like store_hours: one row per working weekday (0 = Monday), the
-- store's local time 'HH:MM'. Slots are only where these and the store's opening hours meet.
CREATE TABLE artist_hours (
  artist_id INTEGER NOT NULL REFERENCES artists (id) ON DELETE CASCADE,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  starts TEXT NOT NULL CHECK (starts GLOB '[01][0-9]:[0-5][0-9]' OR starts GLOB '2[0-3]:[0-5][0-9]'),
  ends TEXT NOT NULL CHECK (ends GLOB '[01][0-9]:[0-5][0-9]' OR ends GLOB '2[0-3]:[0-5][0-9]'),
  CHECK (starts < ends),
  PRIMARY KEY (artist_id, weekday)
) WITHOUT ROWID;

-- Who can do a service at a store: an artist of a store where the activity is offered.
CREATE TABLE activity_artists (
  activity_id INTEGER NOT NULL,
  store_id INTEGER NOT NULL,
  artist_id INTEGER NOT NULL,
  PRIMARY KEY (activity_id, store_id, artist_id),
  FOREIGN KEY (activity_id, store_id) REFERENCES activity_stores (activity_id, store_id) ON DELETE CASCADE,
  FOREIGN KEY (artist_id, store_id) REFERENCES artists (id, store_id) ON DELETE CASCADE
) WITHOUT ROWID;
CREATE INDEX activity_artists_artist ON activity_artists (artist_id);

-- When classes and events happen: weekly rules, not dated rows (docs/booking.md "Sessions"):
-- a rule is a weekday and a local start time at a store, with its seats, valid from `first_day`
-- to `last_day` (local dates, inclusive; NULL: open-ended). The sessions of a day are
-- materialised from the rules on read, so a seeded schedule never runs out; a one-off event
-- is a rule whose first and last day are its date. A session is named by its rule and its
-- start instant (the claims' resource `session:{rule id}:{starts_at}`).
CREATE TABLE session_rules (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL,
  store_id INTEGER NOT NULL,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  starts TEXT NOT NULL CHECK (starts GLOB '[01][0-9]:[0-5][0-9]' OR starts GLOB '2[0-3]:[0-5][0-9]'),
  seats INTEGER NOT NULL CHECK (seats BETWEEN 1 AND 200),
  first_day TEXT CHECK (first_day IS NULL OR first_day GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
  last_day TEXT CHECK (last_day IS NULL OR last_day GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
  CHECK (first_day IS NULL OR last_day IS NULL OR first_day <= last_day),
  FOREIGN KEY (activity_id, store_id) REFERENCES activity_stores (activity_id, store_id) ON DELETE CASCADE
);
-- The available-slots read: one activity at one store on one weekday.
CREATE INDEX session_rules_activity ON session_rules (activity_id, store_id, weekday);

-- What the booking form asks for an activity. `options` (choice questions) are codes; their
-- labels are per language in the texts, as a JSON object code → label.
CREATE TABLE booking_questions (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  code TEXT NOT NULL CHECK (code GLOB '[a-z]*' AND code NOT GLOB '*[^a-z_]*' AND length(code) <= 40),
  kind TEXT NOT NULL CHECK (kind IN ('choice', 'text')),
  required INTEGER NOT NULL CHECK (required IN (0, 1)),
  options TEXT CHECK (
    (kind = 'text' AND options IS NULL)
    OR (kind = 'choice' AND json_valid(options) AND json_type(options) = 'array'
        AND json_array_length(options) BETWEEN 2 AND 20)
  ),
  position INTEGER NOT NULL CHECK (position >= 0),
  UNIQUE (activity_id, code)
);
CREATE UNIQUE INDEX booking_questions_activity ON booking_questions (activity_id, position);

CREATE TABLE booking_question_texts (
  question_id INTEGER NOT NULL REFERENCES booking_questions (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'zh', 'id', 'th')),
  label TEXT NOT NULL CHECK (length(label) BETWEEN 1 AND 200),
  option_labels TEXT CHECK (
    option_labels IS NULL OR (json_valid(option_labels) AND json_type(option_labels) = 'object')
  ),
  PRIMARY KEY (question_id, language)
) WITHOUT ROWID;

-- The happening pages' promotional strips, per site and language (no fallback: a banner is
-- written for its readers).
CREATE TABLE happening_banners (
  id INTEGER PRIMARY KEY,
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  language TEXT NOT NULL CHECK (language IN ('en', 'zh', 'id', 'th')),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 500),
  -- A path of the storefront: a banner never sends a shopper off the site.
  href TEXT NOT NULL CHECK (href GLOB '/[a-z]*' AND href NOT GLOB '//*' AND length(href) <= 200),
  position INTEGER NOT NULL CHECK (position >= 0)
);
CREATE UNIQUE INDEX happening_banners_site ON happening_banners (country, language, position);

-- A member's booking. Exactly one of artist (a service) and session (a class or an event, named
-- by its rule and `starts_at`). The price and currency are frozen at booking; free: no price.
CREATE TABLE reservations (
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
  CHECK ((artist_id IS NULL) <> (session_rule_id IS NULL)),
  CHECK (starts_at < ends_at),
  CHECK ((state = 'cancelled') = (cancelled_at IS NOT NULL)),
  CHECK (created_at <= updated_at)
);
-- A member's bookings, by start ("my bookings", upcoming and past).
CREATE INDEX reservations_account ON reservations (account_id, starts_at);
-- "Any available artist": an artist's bookings of a day.
CREATE INDEX reservations_artist ON reservations (artist_id, starts_at);

-- A slot kept for a member while they fill in the contact form (5 minutes, docs/booking.md).
-- Its claims carry the same expiry; an expired hold is ignored by every read and its claims are
-- taken over by the next booking of the unit, so nothing has to clean up for correctness (the
-- retention job may remove old rows).
CREATE TABLE holds (
  id INTEGER PRIMARY KEY,
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
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  CHECK ((artist_id IS NULL) <> (session_rule_id IS NULL)),
  CHECK (starts_at < ends_at),
  CHECK (created_at < expires_at)
);
CREATE INDEX holds_account ON holds (account_id, expires_at);
CREATE INDEX holds_expiry ON holds (expires_at);

-- The units of time and seats taken (docs/booking.md "Nothing double-booked"). The primary key
-- is the rule: two bookings of one unit insert the same key and one batch fails.
-- - an artist's 15-minute unit: resource 'artist:{id}', unit its UTC start on a quarter hour;
-- - a session's seat: resource 'session:{rule id}:{starts_at}', unit 'seat:{n}'.
-- A claim belongs to a reservation or to a hold; a hold's claim carries the hold's expiry.
CREATE TABLE booking_claims (
  resource TEXT NOT NULL,
  unit TEXT NOT NULL,
  reservation_id INTEGER REFERENCES reservations (id) ON DELETE CASCADE,
  hold_id INTEGER REFERENCES holds (id) ON DELETE CASCADE,
  expires_at TEXT,
  CHECK (
    (resource GLOB 'artist:[1-9]*' AND resource NOT GLOB 'artist:*[^0-9]*'
      AND length(unit) = 24 AND unit GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T*' AND substr(unit, 12) GLOB '[0-2][0-9]:[0-5][0-9]:00.000Z'
      AND substr(unit, 15, 2) IN ('00', '15', '30', '45'))
    OR (resource GLOB 'session:[1-9]*' AND substr(resource, -25, 1) = ':'
      AND substr(resource, 9, length(resource) - 33) NOT GLOB '*[^0-9]*'
      AND length(substr(resource, -24)) = 24 AND substr(resource, -24) GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T*' AND substr(substr(resource, -24), 12) GLOB '[0-2][0-9]:[0-5][0-9]:00.000Z'
      AND unit GLOB 'seat:[1-9]*' AND unit NOT GLOB 'seat:*[^0-9]*')
  ),
  CHECK ((reservation_id IS NULL) <> (hold_id IS NULL)),
  CHECK ((hold_id IS NULL) = (expires_at IS NULL)),
  PRIMARY KEY (resource, unit)
) WITHOUT ROWID;
-- Cancelling or rescheduling deletes a reservation's claims; a hold turned booking, the hold's.
CREATE INDEX booking_claims_reservation ON booking_claims (reservation_id) WHERE reservation_id IS NOT NULL;
CREATE INDEX booking_claims_hold ON booking_claims (hold_id) WHERE hold_id IS NOT NULL;
