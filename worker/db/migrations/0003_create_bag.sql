-- The bag, kept per device (the `device-id` cookie, spec §9) and per country site (prices and
-- currency differ between sites), so a later sign-in can adopt it like the shopper lists.
-- Only what the product button and the header count need; the bag page comes later.

CREATE TABLE cart_lines (
  id INTEGER PRIMARY KEY,
  device_id TEXT NOT NULL CHECK (length(device_id) BETWEEN 16 AND 64),
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  variant_id INTEGER NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  -- Spec §9: at most 6 of one item per bag line. The API enforces the lower limits (the
  -- variant's and the brand's per-order limits, stock); this is the last line of defence.
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 6),
  -- The idempotency key of the request that last changed the line (NULL without one).
  last_request TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (device_id, country, variant_id)
);

-- Requests that changed the bag, by their Idempotency-Key: a retried request with a key seen
-- before is answered with the bag as it is, and adds nothing again.
CREATE TABLE cart_requests (
  device_id TEXT NOT NULL CHECK (length(device_id) BETWEEN 16 AND 64),
  idempotency_key TEXT NOT NULL CHECK (length(idempotency_key) BETWEEN 8 AND 64),
  country TEXT NOT NULL,
  variant_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (device_id, idempotency_key)
) WITHOUT ROWID;
CREATE INDEX cart_requests_created ON cart_requests (created_at);
