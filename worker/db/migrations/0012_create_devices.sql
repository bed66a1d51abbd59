-- The devices the storefront issued (issue 6, "device ids"). GET user issues a browser its
-- `device-id` cookie once and records it here; a change made under a device marks it seen
-- (at most once a day). The retention job removes devices unseen for a while that have
-- nothing attached (no wish, waitlist entry, reminder or bag line): a browser that comes
-- back with such a cookie is recorded again by its next GET user.
CREATE TABLE devices (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 16 AND 64),
  created_at TEXT NOT NULL,
  seen_at TEXT NOT NULL
) WITHOUT ROWID;

-- The retention job reads idle devices oldest first, through this index only.
CREATE INDEX devices_seen ON devices (seen_at);

-- Devices that already own something, from before devices were recorded.
INSERT OR IGNORE INTO devices (id, created_at, seen_at)
SELECT device_id, MIN(created_at), MAX(created_at) FROM (
  SELECT device_id, created_at FROM wishlist_items
  UNION ALL SELECT device_id, updated_at FROM waitlist_entries
  UNION ALL SELECT device_id, created_at FROM launch_reminders
  UNION ALL SELECT device_id, updated_at FROM cart_lines
)
GROUP BY device_id;
