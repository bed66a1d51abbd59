-- Sign-ups waiting for their e-mail to be confirmed (README "Accounts and sessions", docs/accounts.md).
-- POST account answers every e-mail sign-up with the same "check your e-mail", whether the address
-- has an account or not; for an address without one, the details wait here (the password already
-- hashed) until the e-mailed link and the same password create the account. The token is stored
-- only as its SHA-256. `attempts` counts wrong passwords: the fifth ends the request, so a link
-- that leaked cannot be used to guess the password. Removed by the retention job after expiry.
CREATE TABLE sign_up_requests (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  email_key TEXT NOT NULL CHECK (email_key = lower(email_key)),
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  password_scheme INTEGER NOT NULL,
  first_name TEXT NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
  last_name TEXT NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
  birth_date TEXT NOT NULL,
  mobile TEXT,
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  language TEXT NOT NULL CHECK (language IN ('en', 'zh', 'id', 'th')),
  marketing INTEGER NOT NULL CHECK (marketing IN (0, 1)),
  -- Where the shopper was going, and a guest order to take into the account (both checked
  -- again when used): the confirming page goes on from there.
  return_to TEXT,
  claim TEXT,
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts BETWEEN 0 AND 5),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX sign_up_requests_email ON sign_up_requests (email_key);
CREATE INDEX sign_up_requests_expires ON sign_up_requests (expires_at);
