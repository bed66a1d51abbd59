-- The bag and its promotions (issue 9; spec §2, §3, §5, §9; COMMERCE.md "Promo codes",
-- "Samples, gifts, bundles"). Everything a shopper chooses in the bag belongs to an owner (a
-- guest's device or a member's account, exactly one: the CHECKs) and a country site, like the
-- bag lines (migration 0018); sign-in adopts it (worker/db/adopt.ts).

-- Bundles: a fixed set of variants sold together at a bundle price per site.
CREATE TABLE bundles (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE CHECK (slug GLOB '[a-z0-9]*' AND length(slug) <= 80)
);
CREATE TABLE bundle_texts (
  bundle_id INTEGER NOT NULL REFERENCES bundles (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'zh', 'id', 'th')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  PRIMARY KEY (bundle_id, language)
) WITHOUT ROWID;
CREATE TABLE bundle_items (
  bundle_id INTEGER NOT NULL REFERENCES bundles (id) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (bundle_id, variant_id)
) WITHOUT ROWID;
CREATE TABLE bundle_offers (
  bundle_id INTEGER NOT NULL REFERENCES bundles (id) ON DELETE CASCADE,
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  price_minor INTEGER NOT NULL CHECK (price_minor > 0),
  PRIMARY KEY (bundle_id, country)
) WITHOUT ROWID;

-- A bundle in the bag is one line per item, all with the bundle's id and the same quantity
-- (the number of bundles). A variant may be in the bag on its own and in a bundle: the unique
-- keys are split by whether the line belongs to a bundle.
ALTER TABLE cart_lines ADD COLUMN bundle_id INTEGER REFERENCES bundles (id) ON DELETE CASCADE;
DROP INDEX cart_lines_device;
DROP INDEX cart_lines_account;
CREATE UNIQUE INDEX cart_lines_device ON cart_lines (device_id, country, variant_id) WHERE bundle_id IS NULL;
CREATE UNIQUE INDEX cart_lines_account ON cart_lines (account_id, country, variant_id) WHERE bundle_id IS NULL;
CREATE UNIQUE INDEX cart_lines_device_bundle ON cart_lines (device_id, country, bundle_id, variant_id) WHERE bundle_id IS NOT NULL;
CREATE UNIQUE INDEX cart_lines_account_bundle ON cart_lines (account_id, country, bundle_id, variant_id) WHERE bundle_id IS NOT NULL;
-- Every read of a bag (all its lines, bundled or not) goes through these; the partial indexes
-- above serve only the upserts that name whether the line is in a bundle.
CREATE INDEX cart_lines_device_bag ON cart_lines (device_id, country);
CREATE INDEX cart_lines_account_bag ON cart_lines (account_id, country);

-- Idempotency keys of every bag change: what the request was (its fingerprint, so the same key
-- with another request is refused) and the attempt that recorded it (`nonce`: the change in
-- the same batch applies only if this attempt's row is the one that exists).
CREATE TABLE cart_requests_v2 (
  id INTEGER PRIMARY KEY,
  device_id TEXT CHECK (device_id IS NULL OR length(device_id) BETWEEN 16 AND 64),
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL CHECK (length(idempotency_key) BETWEEN 8 AND 64),
  fingerprint TEXT NOT NULL CHECK (length(fingerprint) <= 200),
  nonce TEXT,
  created_at TEXT NOT NULL,
  CHECK ((device_id IS NULL) <> (account_id IS NULL))
);
INSERT INTO cart_requests_v2 (device_id, account_id, idempotency_key, fingerprint, created_at)
SELECT device_id, account_id, idempotency_key, 'add:' || country || ':' || variant_id || ':' || quantity, created_at
FROM cart_requests;
DROP TABLE cart_requests;
ALTER TABLE cart_requests_v2 RENAME TO cart_requests;
CREATE UNIQUE INDEX cart_requests_device ON cart_requests (device_id, idempotency_key);
CREATE UNIQUE INDEX cart_requests_account ON cart_requests (account_id, idempotency_key);
CREATE INDEX cart_requests_created ON cart_requests (created_at);

-- Orders (issue 10 builds them out): what the first-order and once-per-customer conditions read.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE CHECK (length(number) = 11),
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  account_id INTEGER REFERENCES accounts (id) ON DELETE SET NULL,
  email_key TEXT NOT NULL CHECK (email_key = lower(email_key)),
  status TEXT NOT NULL,
  placed_at TEXT NOT NULL
);
CREATE INDEX orders_account ON orders (account_id, placed_at);
CREATE INDEX orders_email ON orders (email_key, placed_at);

-- Promo codes, per site. Codes match exactly (case-sensitive, spec §5); `lower(code)` is
-- indexed for the case-mismatch hint. Redemptions are counted at placement (issue 10): the
-- CHECK keeps two orders from both taking the last use.
CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  code TEXT NOT NULL CHECK (length(code) BETWEEN 3 AND 40),
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'amount', 'free_shipping', 'gift')),
  value INTEGER NOT NULL DEFAULT 0 CHECK (value >= 0),
  gift_variant_id INTEGER REFERENCES variants (id),
  gift_stock INTEGER NOT NULL DEFAULT 0 CHECK (gift_stock >= 0),
  min_spend_minor INTEGER CHECK (min_spend_minor IS NULL OR min_spend_minor > 0),
  first_order_only INTEGER NOT NULL DEFAULT 0 CHECK (first_order_only IN (0, 1)),
  sign_in_required INTEGER NOT NULL DEFAULT 0 CHECK (sign_in_required IN (0, 1)),
  once_per_customer INTEGER NOT NULL DEFAULT 0 CHECK (once_per_customer IN (0, 1)),
  min_tier TEXT CHECK (min_tier IS NULL OR min_tier IN ('pink', 'white', 'black', 'gold')),
  starts_at TEXT,
  ends_at TEXT,
  usage_limit INTEGER CHECK (usage_limit IS NULL OR usage_limit >= 0),
  used_count INTEGER NOT NULL DEFAULT 0 CHECK (used_count >= 0 AND (usage_limit IS NULL OR used_count <= usage_limit)),
  excludes_credit INTEGER NOT NULL DEFAULT 0 CHECK (excludes_credit IN (0, 1)),
  -- Listed codes are in every shopper's wallet (a member's own voucher only in theirs); an
  -- unlisted code works when typed but is never shown.
  listed INTEGER NOT NULL DEFAULT 1 CHECK (listed IN (0, 1)),
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  CHECK (kind <> 'percent' OR value BETWEEN 1 AND 100),
  CHECK ((kind = 'gift') = (gift_variant_id IS NOT NULL)),
  UNIQUE (country, code)
);
CREATE INDEX promotions_code_folded ON promotions (country, lower(code));
CREATE TABLE promotion_texts (
  promotion_id INTEGER NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'zh', 'id', 'th')),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 160),
  PRIMARY KEY (promotion_id, language)
) WITHOUT ROWID;
-- What a limited code applies to (none: every discountable item).
CREATE TABLE promotion_targets (
  promotion_id INTEGER NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('brand', 'category', 'product')),
  target_id INTEGER NOT NULL,
  PRIMARY KEY (promotion_id, kind, target_id)
) WITHOUT ROWID;
CREATE TABLE promotion_redemptions (
  promotion_id INTEGER NOT NULL REFERENCES promotions (id),
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  email_key TEXT NOT NULL,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (promotion_id, email_key)
);
CREATE INDEX promotion_redemptions_account ON promotion_redemptions (account_id);

-- The bag's one promo code (spec §9 "1 per order" as a key, not a rule).
CREATE TABLE bag_promotions (
  id INTEGER PRIMARY KEY,
  device_id TEXT CHECK (device_id IS NULL OR length(device_id) BETWEEN 16 AND 64),
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  promotion_id INTEGER NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  applied_at TEXT NOT NULL,
  CHECK ((device_id IS NULL) <> (account_id IS NULL))
);
CREATE UNIQUE INDEX bag_promotions_device ON bag_promotions (device_id, country);
CREATE UNIQUE INDEX bag_promotions_account ON bag_promotions (account_id, country);

-- Free samples per site (deluxe sizes of catalogue variants), with their own stock.
CREATE TABLE samples (
  id INTEGER PRIMARY KEY,
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  variant_id INTEGER NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  stock INTEGER NOT NULL CHECK (stock >= 0),
  max_count INTEGER NOT NULL DEFAULT 1 CHECK (max_count BETWEEN 1 AND 2),
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (country, variant_id)
);
CREATE TABLE bag_samples (
  id INTEGER PRIMARY KEY,
  device_id TEXT CHECK (device_id IS NULL OR length(device_id) BETWEEN 16 AND 64),
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  sample_id INTEGER NOT NULL REFERENCES samples (id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 2),
  CHECK ((device_id IS NULL) <> (account_id IS NULL))
);
CREATE UNIQUE INDEX bag_samples_device ON bag_samples (device_id, country, sample_id);
CREATE UNIQUE INDEX bag_samples_account ON bag_samples (account_id, country, sample_id);

-- Gifts with purchase: an offer with a trigger (any spend, or spend on a brand), gifts to choose
-- from (each with its stock), and how many the shopper may choose.
CREATE TABLE gift_offers (
  id INTEGER PRIMARY KEY,
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  trigger_kind TEXT NOT NULL CHECK (trigger_kind IN ('spend', 'brand')),
  brand_id INTEGER REFERENCES brands (id),
  threshold_minor INTEGER NOT NULL CHECK (threshold_minor >= 0),
  max_choices INTEGER NOT NULL CHECK (max_choices BETWEEN 1 AND 6),
  members_only INTEGER NOT NULL DEFAULT 0 CHECK (members_only IN (0, 1)),
  min_tier TEXT CHECK (min_tier IS NULL OR min_tier IN ('pink', 'white', 'black', 'gold')),
  starts_at TEXT,
  ends_at TEXT,
  CHECK ((trigger_kind = 'brand') = (brand_id IS NOT NULL))
);
CREATE INDEX gift_offers_country ON gift_offers (country, id);
CREATE TABLE gift_offer_texts (
  offer_id INTEGER NOT NULL REFERENCES gift_offers (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'zh', 'id', 'th')),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 160),
  PRIMARY KEY (offer_id, language)
) WITHOUT ROWID;
CREATE TABLE gift_offer_items (
  offer_id INTEGER NOT NULL REFERENCES gift_offers (id) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  stock INTEGER NOT NULL CHECK (stock >= 0),
  PRIMARY KEY (offer_id, variant_id)
) WITHOUT ROWID;
-- The shopper's choices; kept when the bag drops below the trigger (shown inactive) so they
-- come back when it qualifies again.
CREATE TABLE bag_gift_choices (
  id INTEGER PRIMARY KEY,
  device_id TEXT CHECK (device_id IS NULL OR length(device_id) BETWEEN 16 AND 64),
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  offer_id INTEGER NOT NULL REFERENCES gift_offers (id) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 6),
  CHECK ((device_id IS NULL) <> (account_id IS NULL)),
  FOREIGN KEY (offer_id, variant_id) REFERENCES gift_offer_items (offer_id, variant_id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX bag_gift_choices_device ON bag_gift_choices (device_id, country, offer_id, variant_id);
CREATE UNIQUE INDEX bag_gift_choices_account ON bag_gift_choices (account_id, country, offer_id, variant_id);
