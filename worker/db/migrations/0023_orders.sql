-- Orders, their lines, payment attempts and the provider's events (issue 10; spec §2, §3, §4;
-- COMMERCE.md "Orders and payments"; research/commerce-anchors.md §6.2). D1 has no interactive
-- transactions, so every rule that must hold under races is a key or a CHECK here, and each
-- change is one batch the constraints can abort as a whole.

-- 0021 made a minimal `orders` for the first-order condition; nothing wrote to it before this
-- migration, so it is rebuilt with its states rather than altered column by column.
PRAGMA defer_foreign_keys = true;
DROP TABLE promotion_redemptions;
DROP TABLE orders;

-- The order's internal state is kept on separate axes (commerce-anchors §6.3), each written
-- compare-and-set by worker/orders/transitions.ts; the shopper's eight states are derived from
-- them by client/lib/orders/display-state.ts. The CHECKs bind the axes together so no write,
-- however raced, leaves a combination that means nothing.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  -- The site's country code and 9 random digits (COMMERCE.md): names the order, grants nothing.
  number TEXT NOT NULL UNIQUE CHECK (length(number) = 11 AND substr(number, 1, 2) GLOB '[A-Z][A-Z]' AND substr(number, 3) NOT GLOB '*[^0-9]*'),
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  language TEXT NOT NULL CHECK (language IN ('en', 'zh', 'id', 'th')),
  currency TEXT NOT NULL CHECK (currency IN ('AUD', 'HKD', 'IDR', 'MYR', 'NZD', 'PHP', 'SGD', 'THB')),
  account_id INTEGER REFERENCES accounts (id) ON DELETE SET NULL,
  -- The guest's device the bag belonged to (not an access right: that is `access_hash`).
  device_id TEXT CHECK (device_id IS NULL OR length(device_id) BETWEEN 16 AND 64),
  email_key TEXT NOT NULL CHECK (email_key = lower(email_key)),
  -- A guest's order-access token, SHA-256 (the cookie set at placement and the e-mailed link).
  access_hash TEXT NOT NULL CHECK (length(access_hash) = 64),
  -- The bag it was placed from: lines, quantities, code, samples and gifts as they were read.
  -- Unique, so two tabs placing the same bag make one order (the loser finds the winner's).
  bag_signature TEXT NOT NULL UNIQUE CHECK (length(bag_signature) = 64),

  status TEXT NOT NULL CHECK (status IN ('placed', 'cancelled')),
  cancel_reason TEXT CHECK (cancel_reason IS NULL OR cancel_reason IN
    ('payment_expired', 'payment_failed', 'payment_blocked', 'late_payment_refunded', 'operator')),
  payment TEXT NOT NULL CHECK (payment IN ('pending', 'failed', 'authorised', 'paid', 'refunded')),
  risk TEXT NOT NULL DEFAULT 'none' CHECK (risk IN ('none', 'review', 'approved', 'rejected')),
  stock TEXT NOT NULL CHECK (stock IN ('reserved', 'released', 'committed')),
  fulfilment TEXT NOT NULL DEFAULT 'none' CHECK (fulfilment IN
    ('none', 'shipped', 'delivered', 'ready_for_collection', 'collected')),
  -- Until when a declined order keeps its stock for another payment (30 minutes).
  retry_until TEXT,

  delivery_kind TEXT NOT NULL CHECK (delivery_kind IN ('standard', 'express', 'click_and_collect')),
  store_id INTEGER REFERENCES stores (id),
  -- JSON: the delivery address (home delivery), the contact, the frozen cost summary.
  address TEXT CHECK (address IS NULL OR (json_valid(address) AND length(address) <= 2000)),
  contact TEXT NOT NULL CHECK (json_valid(contact) AND length(contact) <= 1000),
  summary TEXT NOT NULL CHECK (json_valid(summary) AND length(summary) <= 4000),
  estimated_from TEXT NOT NULL,
  estimated_to TEXT NOT NULL,
  total_minor INTEGER NOT NULL CHECK (total_minor >= 0),
  promotion_id INTEGER REFERENCES promotions (id),
  fraud_token TEXT CHECK (fraud_token IS NULL OR length(fraud_token) <= 200),

  placed_at TEXT NOT NULL,
  paid_at TEXT,
  cancelled_at TEXT,
  shipped_at TEXT,
  delivered_at TEXT,
  ready_at TEXT,
  collected_at TEXT,
  updated_at TEXT NOT NULL,

  CHECK ((status = 'cancelled') = (cancel_reason IS NOT NULL)),
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL)),
  -- A cancelled order holds nothing; a paid one has taken its stock for good.
  CHECK (status = 'placed' OR stock = 'released'),
  CHECK ((payment = 'paid') = (stock = 'committed')),
  CHECK ((payment = 'paid') = (paid_at IS NOT NULL) OR payment = 'refunded'),
  CHECK (payment <> 'failed' OR retry_until IS NOT NULL),
  CHECK (risk NOT IN ('review') OR payment = 'authorised'),
  CHECK (fulfilment = 'none' OR payment = 'paid'),
  CHECK (fulfilment NOT IN ('shipped', 'delivered') OR delivery_kind <> 'click_and_collect'),
  CHECK (fulfilment NOT IN ('ready_for_collection', 'collected') OR delivery_kind = 'click_and_collect'),
  CHECK ((delivery_kind = 'click_and_collect') = (store_id IS NOT NULL)),
  CHECK ((delivery_kind = 'click_and_collect') = (address IS NULL))
);
CREATE INDEX orders_account ON orders (account_id, placed_at);
CREATE INDEX orders_email ON orders (email_key, placed_at);
-- What the expiry job looks for: placed orders still waiting for money.
CREATE INDEX orders_unpaid ON orders (payment, status) WHERE status = 'placed' AND payment IN ('pending', 'failed');

-- The lines as they were bought: names and prices copied ("the copy contract"), never read
-- back from the catalogue. Each says where its stock came from, so a release gives it back to
-- the same place.
CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('item', 'gift', 'sample', 'code_gift')),
  variant_id INTEGER NOT NULL REFERENCES variants (id),
  product_id INTEGER NOT NULL,
  bundle_id INTEGER,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 60),
  unit_price_minor INTEGER NOT NULL CHECK (unit_price_minor >= 0),
  base_minor INTEGER NOT NULL CHECK (base_minor >= 0),
  discount_minor INTEGER NOT NULL CHECK (discount_minor >= 0),
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0 AND amount_minor = base_minor - discount_minor),
  tax_minor INTEGER NOT NULL CHECK (tax_minor >= 0),
  stock_source TEXT NOT NULL CHECK (stock_source IN ('offer', 'sample', 'gift_offer', 'promotion')),
  -- The sample, gift offer or promotion whose stock the line took (NULL for catalogue offers).
  source_id INTEGER,
  -- What the page shows: name, brand, shade, size, image (JSON, copied at placement).
  display TEXT NOT NULL CHECK (json_valid(display) AND length(display) <= 2000),
  position INTEGER NOT NULL,
  CHECK ((stock_source = 'offer') = (source_id IS NULL))
);
CREATE INDEX order_lines_order ON order_lines (order_id, position);

-- Promo use per customer, for codes that may be used once (once per customer, first order):
-- the key makes two tabs racing for it give one order (rebuilt here to point at the new table).
CREATE TABLE promotion_redemptions (
  promotion_id INTEGER NOT NULL REFERENCES promotions (id),
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  email_key TEXT NOT NULL,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (promotion_id, email_key)
);
CREATE INDEX promotion_redemptions_account ON promotion_redemptions (account_id);
CREATE INDEX promotion_redemptions_order ON promotion_redemptions (order_id);

-- Placement requests by idempotency key (Stripe semantics): the same key and body replay the
-- order, the same key with another body is refused.
CREATE TABLE order_requests (
  id INTEGER PRIMARY KEY,
  device_id TEXT CHECK (device_id IS NULL OR length(device_id) BETWEEN 16 AND 64),
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL CHECK (length(idempotency_key) BETWEEN 8 AND 64),
  fingerprint TEXT NOT NULL CHECK (length(fingerprint) = 64),
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  CHECK ((device_id IS NULL) <> (account_id IS NULL))
);
CREATE UNIQUE INDEX order_requests_device ON order_requests (device_id, idempotency_key);
CREATE UNIQUE INDEX order_requests_account ON order_requests (account_id, idempotency_key);

-- One row per try to pay an order (a declined card may be followed by another method).
CREATE TABLE payment_attempts (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  attempt_no INTEGER NOT NULL CHECK (attempt_no BETWEEN 1 AND 5),
  method TEXT NOT NULL CHECK (method IN
    ('card', 'paynow', 'promptpay', 'qris', 'duitnow', 'qrph', 'fps', 'va_bca', 'va_mandiri', 'va_bni')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'expired', 'refunded')),
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  currency TEXT NOT NULL,
  -- The provider's idempotency key for this attempt, `{number}-{attempt_no}` (Spree's
  -- gateway key): a retried call cannot charge twice.
  provider_key TEXT NOT NULL UNIQUE,
  -- The provider's id, once it answered (NULL while the call is in flight).
  psp_reference TEXT UNIQUE,
  decline_code TEXT,
  card_brand TEXT,
  card_last4 TEXT CHECK (card_last4 IS NULL OR (length(card_last4) = 4 AND card_last4 GLOB '[0-9][0-9][0-9][0-9]')),
  qr_payload TEXT CHECK (qr_payload IS NULL OR length(qr_payload) <= 512),
  va_bank TEXT CHECK (va_bank IS NULL OR va_bank IN ('bca', 'mandiri', 'bni')),
  va_number TEXT CHECK (va_number IS NULL OR length(va_number) BETWEEN 10 AND 20),
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (order_id, attempt_no)
);
CREATE INDEX payment_attempts_pending ON payment_attempts (expires_at) WHERE status = 'pending';

-- The provider's callbacks as they arrived, once each (the event id is the key). An attempt's
-- outcome is recomputed from all its events, so replayed or reordered callbacks converge.
CREATE TABLE payment_events (
  id INTEGER PRIMARY KEY,
  event_id TEXT NOT NULL UNIQUE CHECK (length(event_id) BETWEEN 8 AND 100),
  psp_reference TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN
    ('payment.succeeded', 'payment.failed', 'payment.expired', 'payment.review', 'review.approved', 'review.blocked', 'payment.refunded')),
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  currency TEXT NOT NULL,
  decline_code TEXT,
  occurred_at TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX payment_events_reference ON payment_events (psp_reference, occurred_at);

-- The sandbox provider's own books (worker/payments/sandbox-provider.ts): what a real provider
-- keeps on its side, so reconciliation ("check payment status") has something to ask.
CREATE TABLE sandbox_payments (
  psp_reference TEXT PRIMARY KEY,
  provider_key TEXT NOT NULL UNIQUE,
  order_number TEXT NOT NULL,
  method TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'expired', 'review', 'refunded')),
  -- The risk check a card went through: none, waiting, or its verdict.
  review TEXT NOT NULL DEFAULT 'none' CHECK (review IN ('none', 'pending', 'approved', 'blocked')),
  decline_code TEXT,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX sandbox_payments_order ON sandbox_payments (order_number);
CREATE INDEX sandbox_payments_status ON sandbox_payments (status, created_at);

-- An assertion a batch can make: inserting a row here fails the CHECK and rolls the whole
-- batch back (`INSERT INTO batch_guards SELECT 0 WHERE <what must not be>`). No row is ever kept.
CREATE TABLE batch_guards (ok INTEGER NOT NULL CHECK (ok = 1));
