-- Popular searches count devices, not requests (issue 6, "search-log poisoning"). Each log
-- row now names the device that searched (the `device-id` cookie), and a device counts a
-- query at most once per site and UTC day: the unique index below, written with INSERT OR
-- IGNORE, so parallel requests cannot count twice. Rows from before this migration (and the
-- seed's simulated history) have no device and are left as they were.
ALTER TABLE search_log ADD COLUMN device_id TEXT CHECK (device_id IS NULL OR length(device_id) BETWEEN 16 AND 64);

CREATE UNIQUE INDEX search_log_once ON search_log (device_id, country, language, query, substr(created_at, 1, 10));
