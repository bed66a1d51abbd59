-- Accounts and sessions (issue 8; spec §1 users, §4 sessions, §5 password and sign-up rules).

-- A member. The e-mail is kept as typed and, lower-cased, as the key that makes it unique.
-- A Google-only member has no password until they set one.
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  email_key TEXT NOT NULL UNIQUE CHECK (email_key = lower(email_key)),
  -- PBKDF2 (worker/auth/password-hash.ts): `scheme` names the algorithm and its cost, so the
  -- cost can be raised later and old hashes upgraded at the next sign-in.
  password_hash TEXT,
  password_salt TEXT,
  password_scheme INTEGER,
  -- The two passwords before this one, as JSON [{hash, salt, scheme}] (spec §5 AUTH_MS_PV_006).
  previous_passwords TEXT NOT NULL DEFAULT '[]',
  first_name TEXT NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
  last_name TEXT NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
  birth_date TEXT NOT NULL CHECK (birth_date GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
  mobile TEXT CHECK (mobile IS NULL OR length(mobile) BETWEEN 6 AND 20),
  -- The site the member signed up on, and the language they used: e-mails are written in it.
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  language TEXT NOT NULL CHECK (language IN ('en', 'zh', 'id', 'th')),
  tier TEXT NOT NULL DEFAULT 'pink' CHECK (tier IN ('pink', 'white', 'black', 'gold')),
  is_employee INTEGER NOT NULL DEFAULT 0 CHECK (is_employee IN (0, 1)),
  google_sub TEXT UNIQUE,
  -- Spec §5 consents: the two mandatory ones are dated; marketing may be withdrawn.
  consent_personal_at TEXT NOT NULL,
  consent_policy_at TEXT NOT NULL,
  marketing_consent INTEGER NOT NULL DEFAULT 0 CHECK (marketing_consent IN (0, 1)),
  marketing_consent_at TEXT,
  beauty_profile TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(beauty_profile)),
  -- Lockout (worker/auth/lockout.ts): failures counted in a window; a lock has an end and a
  -- reference ID that support can look up.
  failed_sign_ins INTEGER NOT NULL DEFAULT 0 CHECK (failed_sign_ins >= 0),
  failures_since TEXT,
  locked_until TEXT,
  lock_reference TEXT,
  -- Access tokens issued before this (epoch seconds) are refused: sign-out everywhere, a
  -- password change or reset.
  tokens_not_before INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Refresh tokens, stored as SHA-256 hashes (the token itself is only ever in the cookie or the
-- app's store). A family is one sign-in on one device; every refresh rotates the token and
-- records its successor. A rotated token used again within the grace period is answered with
-- its successor (two tabs refreshing at once); outside it, the whole family ends (a stolen
-- token replayed).
CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  family_id TEXT NOT NULL CHECK (length(family_id) = 32),
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- When the sign-in began: a family ends a year after it, however often it was used.
  family_started_at INTEGER NOT NULL,
  issued_at INTEGER NOT NULL,
  -- 60 days after issue (spec §9's cookie age): a sign-in unused for 60 days ends.
  expires_at INTEGER NOT NULL,
  rotated_at INTEGER,
  revoked_at INTEGER
) WITHOUT ROWID;
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_account ON refresh_tokens (account_id);
CREATE INDEX refresh_tokens_expires ON refresh_tokens (expires_at);

-- Single-use links sent by e-mail (password reset, unlock), as SHA-256 hashes of the token.
CREATE TABLE account_links (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  purpose TEXT NOT NULL CHECK (purpose IN ('reset', 'unlock')),
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) WITHOUT ROWID;
CREATE INDEX account_links_account ON account_links (account_id, purpose);

-- Failed sign-ins per client address in a window (a per-IP limit beside the per-account lock).
CREATE TABLE sign_in_throttle (
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  failures INTEGER NOT NULL CHECK (failures >= 0),
  PRIMARY KEY (client, window_start)
) WITHOUT ROWID;

-- Locks a support agent can look up by the reference ID the shopper was shown.
CREATE TABLE sign_in_blocks (
  reference TEXT PRIMARY KEY,
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  client TEXT,
  reason TEXT NOT NULL CHECK (reason IN ('account', 'client')),
  created_at TEXT NOT NULL
) WITHOUT ROWID;

-- Addresses of a member, per country (the fields differ: worker/auth/address-fields.ts).
CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  fields TEXT NOT NULL CHECK (json_valid(fields)),
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX addresses_account ON addresses (account_id, country);
-- At most one default address per member and country.
CREATE UNIQUE INDEX addresses_one_default ON addresses (account_id, country) WHERE is_default = 1;

-- Mail the store sends (welcome, reset, unlock, "someone tried to sign up with your address"):
-- written in the same batch as the change that causes it, then delivered by the sender
-- (worker/mail/). Locally, a development page lists it with its links.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  kind TEXT NOT NULL,
  language TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE INDEX outbox_unsent ON outbox (sent_at, id);
