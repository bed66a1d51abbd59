-- Beauty Pass: the points ledger, the spend ledger that decides tiers, refunds, insider gifts
-- (issue 11; spec §3 points, point-log sources, tiers, insider gifts; §4 tier progression and
-- points expiry; COMMERCE.md "Beauty Pass"; research/commerce-anchors.md §3 and §7).
--
-- The ledgers are the truth and are never changed: a row is only ever added (a trigger refuses
-- UPDATE). The balances a page shows are caches kept by triggers in the same statement as the
-- row that moves them, so they cannot drift from the ledger and are never summed on read; the
-- cache's CHECKs (available >= 0 and the rest) abort the statement, and with it the whole batch,
-- when a row would take more than there is: a redemption that no longer fits fails, never
-- clamps. Unique keys make every award, reversal, expiry and job replay-safe.

-- One row per member: the cached balances and what the tier messages need.
CREATE TABLE beauty_pass (
  account_id INTEGER PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  -- Redeemable now.
  available INTEGER NOT NULL DEFAULT 0 CHECK (available >= 0),
  -- Earned at delivery, available 3 working days later (the maturing job moves them).
  pending INTEGER NOT NULL DEFAULT 0 CHECK (pending >= 0),
  -- Held by rewards in orders that are not paid yet.
  reserved INTEGER NOT NULL DEFAULT 0 CHECK (reserved >= 0),
  -- Every point ever earned, net of reversals.
  lifetime INTEGER NOT NULL DEFAULT 0 CHECK (lifetime >= 0),
  -- Joining, or the last purchase (a paid order) or redemption (points spent): the available
  -- balance expires 18 months on (a member who joined and never bought keeps points from
  -- actions for 18 months from joining).
  last_activity_at TEXT NOT NULL,
  -- The calendar year whose 1 January review this member has had (or joined in): the review
  -- job moves it compare-and-set, so it reviews each member once a year however often it runs.
  reviewed_year INTEGER NOT NULL,
  -- The last tier change, for "just upgraded" and "just downgraded" (30 days).
  tier_changed_at TEXT,
  tier_previous TEXT CHECK (tier_previous IS NULL OR tier_previous IN ('pink', 'white', 'black', 'gold')),
  CHECK ((tier_changed_at IS NULL) = (tier_previous IS NULL))
) WITHOUT ROWID;
-- The expiry job's look-up: members with points whose last activity is old enough.
CREATE INDEX beauty_pass_activity ON beauty_pass (last_activity_at) WHERE available > 0;
CREATE INDEX beauty_pass_review ON beauty_pass (reviewed_year);

INSERT INTO beauty_pass (account_id, last_activity_at, reviewed_year)
SELECT id, created_at, CAST(substr(created_at, 1, 4) AS INTEGER) FROM accounts;
CREATE TRIGGER accounts_beauty_pass AFTER INSERT ON accounts
BEGIN
  INSERT INTO beauty_pass (account_id, last_activity_at, reviewed_year)
  VALUES (NEW.id, NEW.created_at, CAST(substr(NEW.created_at, 1, 4) AS INTEGER));
END;

-- The birthday-voucher job finds the members born in a month without reading every account.
CREATE INDEX accounts_birth_month ON accounts (substr(birth_date, 6, 2));

-- The points ledger. `source` is the spec's point-log source (what the history names);
-- `movement` is what the row does to the balances, and the CHECKs below bind each movement to
-- the only shape of deltas it may have. `key` is the idempotency key, unique per member:
--   earn:{order id}          the purchase points of a delivered order (one earn per order)
--   mature:{earn id}         pending to available, 3 working days after delivery
--   reverse:{refund id}      a refund's proportional clawback (one per refund)
--   action:{source}          an action's award (one per action: completed beauty profile…)
--   reserve:{order id}       rewards in an order being placed
--   spend:{order id}         the order was paid: its reserved points are spent
--   release:{order id}       the order was cancelled unpaid: its reserved points come back
--   retake:{order id}        a late payment after a release: spent from available again
--   expire:{last activity}   the whole available balance, once per inactivity episode
--   adjust:{operator key}    a manual adjustment
CREATE TABLE points_ledger (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  source TEXT NOT NULL CHECK (source IN ('purchase_points', 'used_points', 'expired_points',
    'manual_points_adjustment', 'level_redemption', 'survey_points', 'registration_of_app_account',
    'loyalty_points', 'online_review', 'published_review', 'product_review',
    'completed_beauty_profile', 'downloaded_mobile_app', 'referred_mobile_app', 'bonus_points')),
  movement TEXT NOT NULL CHECK (movement IN
    ('earn', 'mature', 'reverse', 'reserve', 'spend', 'release', 'expire', 'adjust')),
  available_delta INTEGER NOT NULL DEFAULT 0,
  pending_delta INTEGER NOT NULL DEFAULT 0,
  reserved_delta INTEGER NOT NULL DEFAULT 0,
  lifetime_delta INTEGER NOT NULL DEFAULT 0,
  key TEXT NOT NULL CHECK (length(key) BETWEEN 3 AND 80),
  order_id INTEGER REFERENCES orders (id) ON DELETE SET NULL,
  order_number TEXT,
  -- The earn a `mature` or `reverse` row belongs to.
  earn_id INTEGER REFERENCES points_ledger (id),
  -- A pending earn: the instant it matures (UTC) and that day on the site's calendar.
  available_at TEXT,
  available_on TEXT,
  occurred_at TEXT NOT NULL,
  -- What the figure was made of (the basis, the birthday multiplier, the rewards).
  detail TEXT CHECK (detail IS NULL OR (json_valid(detail) AND length(detail) <= 1000)),
  UNIQUE (account_id, key),
  CHECK (movement <> 'earn' OR (available_delta >= 0 AND pending_delta >= 0
    AND available_delta + pending_delta > 0 AND reserved_delta = 0
    AND lifetime_delta = available_delta + pending_delta
    AND (pending_delta = 0) = (available_at IS NULL))),
  CHECK (movement <> 'mature' OR (pending_delta < 0 AND available_delta = -pending_delta
    AND reserved_delta = 0 AND lifetime_delta = 0 AND earn_id IS NOT NULL)),
  CHECK (movement <> 'reverse' OR (available_delta <= 0 AND pending_delta <= 0
    AND available_delta + pending_delta < 0 AND reserved_delta = 0
    AND lifetime_delta = available_delta + pending_delta AND earn_id IS NOT NULL)),
  -- (A reservation names its order in its key: `order_id` is set to NULL when a local re-seed
  -- deletes the orders, and the row stays.)
  CHECK (movement <> 'reserve' OR (available_delta < 0 AND reserved_delta = -available_delta
    AND pending_delta = 0 AND lifetime_delta = 0)),
  CHECK (movement <> 'spend' OR (pending_delta = 0 AND lifetime_delta = 0
    AND ((reserved_delta < 0 AND available_delta = 0) OR (available_delta < 0 AND reserved_delta = 0)))),
  CHECK (movement <> 'release' OR (reserved_delta < 0 AND available_delta = -reserved_delta
    AND pending_delta = 0 AND lifetime_delta = 0)),
  CHECK (movement <> 'expire' OR (available_delta < 0 AND pending_delta = 0
    AND reserved_delta = 0 AND lifetime_delta = 0)),
  CHECK (movement <> 'adjust' OR (available_delta <> 0 AND pending_delta = 0 AND reserved_delta = 0
    AND lifetime_delta = available_delta))
);
-- The history, newest first, paged by id.
CREATE INDEX points_ledger_history ON points_ledger (account_id, id);
-- The maturing job's look-up: pending earns by the time they mature.
CREATE INDEX points_ledger_maturing ON points_ledger (available_at) WHERE movement = 'earn' AND pending_delta > 0;
CREATE INDEX points_ledger_earn ON points_ledger (earn_id) WHERE earn_id IS NOT NULL;
CREATE INDEX points_ledger_order ON points_ledger (order_id) WHERE order_id IS NOT NULL;

-- Every column but the order reference, which an order's deletion sets to NULL (a local
-- re-seed deletes its orders; the row and its figures stay).
CREATE TRIGGER points_ledger_append_only BEFORE UPDATE OF id, account_id, source, movement,
  available_delta, pending_delta, reserved_delta, lifetime_delta, key, order_number, earn_id,
  available_at, available_on, occurred_at, detail ON points_ledger
BEGIN
  SELECT RAISE(ABORT, 'points_ledger is append-only');
END;

-- The caches move with the row, in the same statement; the CHECKs on beauty_pass refuse a row
-- that would take a balance below zero.
CREATE TRIGGER points_ledger_balances AFTER INSERT ON points_ledger
BEGIN
  UPDATE beauty_pass SET
    available = available + NEW.available_delta,
    pending = pending + NEW.pending_delta,
    reserved = reserved + NEW.reserved_delta,
    lifetime = lifetime + NEW.lifetime_delta,
    last_activity_at = CASE WHEN NEW.movement = 'spend' AND last_activity_at < NEW.occurred_at
      THEN NEW.occurred_at ELSE last_activity_at END
  WHERE account_id = NEW.account_id;
END;

-- Refunds of paid orders (money back for some or all of the merchandise), beside the order's
-- state: a delivered order stays delivered. The sum per order is kept within the merchandise
-- paid by the INSERT that writes it (worker/loyalty/refunds.ts).
CREATE TABLE order_refunds (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  idempotency_key TEXT NOT NULL CHECK (length(idempotency_key) BETWEEN 8 AND 64),
  created_at TEXT NOT NULL,
  UNIQUE (order_id, idempotency_key)
);

-- The spend ledger (tiers: spec §4, COMMERCE.md): paid merchandise of the member's orders on
-- their home site, by the calendar year of the payment on that site, and refunds counted back
-- in the year the refunded order was paid.
--   paid:{order id}      the order's merchandise, when it is paid
--   refund:{refund id}   a refund, negative
CREATE TABLE tier_spend (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  key TEXT NOT NULL CHECK (length(key) BETWEEN 3 AND 80),
  year INTEGER NOT NULL CHECK (year BETWEEN 2000 AND 2999),
  amount_minor INTEGER NOT NULL CHECK (amount_minor <> 0),
  order_id INTEGER REFERENCES orders (id) ON DELETE SET NULL,
  occurred_at TEXT NOT NULL,
  UNIQUE (account_id, key)
);
CREATE TRIGGER tier_spend_append_only BEFORE UPDATE OF id, account_id, key, year, amount_minor,
  occurred_at ON tier_spend
BEGIN
  SELECT RAISE(ABORT, 'tier_spend is append-only');
END;

-- A member's spend per calendar year: the cache the tier rules read.
CREATE TABLE tier_spend_years (
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  year INTEGER NOT NULL,
  spend_minor INTEGER NOT NULL CHECK (spend_minor >= 0),
  PRIMARY KEY (account_id, year)
) WITHOUT ROWID;
-- The year's row first (at 0), then the change: an upsert would check the proposed row's
-- CHECK (a refund's negative amount) before it found the existing row.
CREATE TRIGGER tier_spend_cache AFTER INSERT ON tier_spend
BEGIN
  INSERT INTO tier_spend_years (account_id, year, spend_minor)
  VALUES (NEW.account_id, NEW.year, 0)
  ON CONFLICT (account_id, year) DO NOTHING;
  UPDATE tier_spend_years SET spend_minor = spend_minor + NEW.amount_minor
  WHERE account_id = NEW.account_id AND year = NEW.year;
END;

-- Insider gifts given to a member (spec §3): one per kind and period, so a job run twice gives
-- once. A voucher is a personal promo code (promotions.account_id), redeemed by `redeem_by`.
--   welcome_voucher: period 'join'; birthday_voucher: the year; gold_welcome: the year reached.
CREATE TABLE insider_gifts (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('welcome_voucher', 'birthday_voucher', 'gold_welcome')),
  period TEXT NOT NULL CHECK (length(period) BETWEEN 1 AND 10),
  promotion_id INTEGER REFERENCES promotions (id) ON DELETE SET NULL,
  redeem_by TEXT NOT NULL CHECK (redeem_by GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
  given_at TEXT NOT NULL,
  UNIQUE (account_id, kind, period)
);
