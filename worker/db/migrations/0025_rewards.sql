-- Beauty Pass rewards (issue 11; spec §2 "a Beauty Pass reward redemption tab", §3 "sample
-- and reward items have a fully-redeemed state", §6 member-only redemption, §9 reward groups;
-- COMMERCE.md "Beauty Pass"): a catalogue per site costing points, redeemed in the bag as
-- zero-price lines. The points are reserved at placement, spent on payment, released on
-- cancel or expiry (points_ledger, migration 0024); the reward's stock moves with the order's
-- other holds (worker/orders/holds.ts).

-- A reward is a catalogue variant given for points, with its own stock (fully redeemed at 0),
-- and optionally reserved for a tier and above.
CREATE TABLE rewards (
  id INTEGER PRIMARY KEY,
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  variant_id INTEGER NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  points INTEGER NOT NULL CHECK (points BETWEEN 1 AND 1000000),
  stock INTEGER NOT NULL CHECK (stock >= 0),
  min_tier TEXT CHECK (min_tier IS NULL OR min_tier IN ('white', 'black', 'gold')),
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (country, variant_id)
);
CREATE INDEX rewards_country ON rewards (country, position);

-- The rewards a member chose in their bag: one of each, members only (there is no device
-- owner: a guest cannot redeem).
CREATE TABLE bag_rewards (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  reward_id INTEGER NOT NULL REFERENCES rewards (id) ON DELETE CASCADE,
  added_at TEXT NOT NULL,
  UNIQUE (account_id, country, reward_id)
);

-- Order lines learn the reward kind: its stock comes from the reward, and it costs points. The
-- CHECKs cannot be altered in SQLite, so the table is rebuilt with its rows.
PRAGMA defer_foreign_keys = true;
CREATE TABLE order_lines_v2 (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('item', 'gift', 'sample', 'code_gift', 'reward')),
  variant_id INTEGER NOT NULL REFERENCES variants (id),
  product_id INTEGER NOT NULL,
  bundle_id INTEGER,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 60),
  unit_price_minor INTEGER NOT NULL CHECK (unit_price_minor >= 0),
  base_minor INTEGER NOT NULL CHECK (base_minor >= 0),
  discount_minor INTEGER NOT NULL CHECK (discount_minor >= 0),
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0 AND amount_minor = base_minor - discount_minor),
  tax_minor INTEGER NOT NULL CHECK (tax_minor >= 0),
  stock_source TEXT NOT NULL CHECK (stock_source IN ('offer', 'sample', 'gift_offer', 'promotion', 'reward')),
  source_id INTEGER,
  display TEXT NOT NULL CHECK (json_valid(display) AND length(display) <= 2000),
  position INTEGER NOT NULL,
  -- Points the line costs (rewards; 0 for every other line).
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  CHECK ((stock_source = 'offer') = (source_id IS NULL)),
  CHECK ((kind = 'reward') = (stock_source = 'reward')),
  CHECK (kind = 'reward' OR points = 0),
  CHECK (kind <> 'reward' OR (points > 0 AND amount_minor = 0))
);
INSERT INTO order_lines_v2 (id, order_id, kind, variant_id, product_id, bundle_id, quantity,
  unit_price_minor, base_minor, discount_minor, amount_minor, tax_minor, stock_source, source_id,
  display, position)
SELECT id, order_id, kind, variant_id, product_id, bundle_id, quantity, unit_price_minor,
  base_minor, discount_minor, amount_minor, tax_minor, stock_source, source_id, display, position
FROM order_lines;
DROP TABLE order_lines;
ALTER TABLE order_lines_v2 RENAME TO order_lines;
CREATE INDEX order_lines_order ON order_lines (order_id, position);
