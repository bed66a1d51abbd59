-- Popular searches count only devices this server issued (README "Search"): the device-id
-- cookie is now signed (worker/api/device.ts), so nothing new is logged under an invented id.
-- Rows logged before under an id the store never recorded as a device (a search with a made-up
-- device-id cookie, which the log took for a device) are removed here: kept, they would hold a
-- planted phrase among the popular searches for the log's 90 days. Rows without a device (the
-- seed's simulated history) stay; so do those of devices GET user recorded.
DELETE FROM search_log
WHERE device_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM devices d WHERE d.id = search_log.device_id);
