-- A member's selected store ("Make this my store", docs/booking.md "Stores"): one store, of any
-- site; a site's pages use it when it is one of that site's stores, else the site's cookie.
-- Nullable: none chosen. A store removed clears it. Written by worker/accounts/ only.
ALTER TABLE accounts ADD COLUMN selected_store_id INTEGER REFERENCES stores (id) ON DELETE SET NULL;
