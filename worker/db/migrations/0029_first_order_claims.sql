-- "First order only" across every site (COMMERCE.md "Promo codes": no earlier non-cancelled
-- order of the account or e-mail). Each site has its own FIRSTORDER promotion row, and
-- promotion_redemptions is unique per promotion, so an SG and an MY placement at the same moment
-- both passed. This table is keyed by the customer alone (the e-mail key, which a member's orders
-- carry as the account's): the order that used a first-order code, taken in the placement batch
-- (worker/orders/holds.ts), so a second one anywhere fails the batch; given back when that order
-- is cancelled, so a cancelled first order frees the code again.
CREATE TABLE first_order_claims (
  email_key TEXT PRIMARY KEY CHECK (email_key = lower(email_key)),
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
) WITHOUT ROWID;

-- The orders that already hold one (the earliest of a customer's, should there be two).
INSERT OR IGNORE INTO first_order_claims (email_key, order_id, created_at)
SELECT o.email_key, o.id, o.placed_at FROM orders o
JOIN promotions p ON p.id = o.promotion_id
WHERE p.first_order_only = 1 AND o.status <> 'cancelled'
ORDER BY o.placed_at, o.id;
