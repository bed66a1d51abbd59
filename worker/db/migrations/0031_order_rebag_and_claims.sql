-- What an unpaid order gave back to its shopper's bag when it was cancelled (README "Checkout,
-- orders and payments": an expired QR or virtual account, a card that failed for good): a row
-- per item line with what was ordered and what fitted in the bag (stock, 6 per line, the
-- variant's limit). Written in the cancelling batch, guarded by the same compare-and-set, so
-- it happens once; the unique key is the last line of defence against a second return. The
-- page reads it to say what is back and what could not be; a late payment takes it back out.
CREATE TABLE order_rebagged (
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL,
  bundle_id INTEGER,
  ordered INTEGER NOT NULL CHECK (ordered >= 1),
  returned INTEGER NOT NULL CHECK (returned >= 0 AND returned <= ordered)
);
CREATE UNIQUE INDEX order_rebagged_line ON order_rebagged (order_id, variant_id, COALESCE(bundle_id, 0));

-- A guest's order taken into the account created from its confirmation (README "Checkout,
-- orders and payments"): once per order, whoever asks (the key), by the holder of its access
-- token signing up with the order's e-mail.
CREATE TABLE order_claims (
  order_id INTEGER PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  claimed_at TEXT NOT NULL
);
