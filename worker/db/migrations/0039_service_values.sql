-- Service value (docs/booking.md "Service value", docs/business-rules.md#personal-vouchers): a
-- paid service's booking gives its member a personal promo code for products on the booking's
-- site day. The code is a promotion of the member (account_id), written in the booking's batch
-- and linked to it here: at most one code a booking (the unique index), withdrawn by the cancel's
-- batch and moved by the reschedule's.
--
-- No REFERENCES: SQLite changes a CHECK of `reservations` only by rebuilding it (0038 did), and
-- the DROP of a rebuild would run an ON DELETE action here on every code (deleting or emptying
-- the links). A reservation is never deleted but with its account, which takes the account's
-- promotions with it (promotions.account_id ON DELETE CASCADE).
ALTER TABLE promotions ADD COLUMN reservation_id INTEGER;
CREATE UNIQUE INDEX promotions_reservation ON promotions (reservation_id) WHERE reservation_id IS NOT NULL;
