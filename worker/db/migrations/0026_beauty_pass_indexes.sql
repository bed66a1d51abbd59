-- Indexes the Beauty Pass jobs read through (issue 11; test/worker/loyalty/query-plans.worker.test.ts
-- holds every job statement to an index: the tables grow with every member, and a daily job that
-- scanned them would slow as they do).

-- The gifts job's welcome vouchers that a sign-up did not write: members who joined in the last
-- 30 days.
CREATE INDEX accounts_created ON accounts (created_at);

-- The gifts job's Gold welcome: members whose tier changed lately (most members' never did).
CREATE INDEX beauty_pass_tier_changed ON beauty_pass (tier_changed_at) WHERE tier_changed_at IS NOT NULL;

-- The child keys of promotions (a member's vouchers are promotions): writing a promotion checks
-- them for its foreign keys, and deleting one (a member's account deleted takes their vouchers
-- with it) looks for the rows that point at it. Without these each is a scan of the whole table.
CREATE INDEX insider_gifts_promotion ON insider_gifts (promotion_id);
CREATE INDEX bag_promotions_promotion ON bag_promotions (promotion_id);
CREATE INDEX orders_promotion ON orders (promotion_id);

-- A refund's negative spend row finds the spend row of the order it refunds (its year).
CREATE INDEX tier_spend_order ON tier_spend (order_id) WHERE order_id IS NOT NULL;
