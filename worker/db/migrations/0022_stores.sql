-- The stores of each country site (issue 10): where click and collect orders are collected
-- today, and what the store locator and the booking pages show later. Texts per language like
-- the catalogue's (English always, the API falls back to it); opening hours as rows so a day
-- can be closed (no row) and a store's hours read with its primary key.

CREATE TABLE stores (
  id INTEGER PRIMARY KEY,
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  -- The store page's address (/store-locations/{slug}): lower-case words joined by '-'.
  slug TEXT NOT NULL UNIQUE CHECK (
    slug GLOB '[a-z0-9]*' AND slug NOT GLOB '*[^a-z0-9-]*' AND length(slug) <= 80
  ),
  -- International form (+65 6123 4567), so a phone link works from any country.
  phone TEXT NOT NULL CHECK (phone GLOB '+[1-9]*' AND phone NOT GLOB '*[^0-9 +-]*' AND length(phone) BETWEEN 8 AND 20),
  latitude REAL NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude REAL NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  -- Whether orders may be collected here: the checkout offers only these stores and the order
  -- placement refuses any other.
  click_and_collect INTEGER NOT NULL DEFAULT 1 CHECK (click_and_collect IN (0, 1)),
  position INTEGER NOT NULL DEFAULT 0 CHECK (position >= 0)
);
-- Every read is one site's stores in order (or one of them): unique, so the order is fixed.
CREATE UNIQUE INDEX stores_country ON stores (country, position);

CREATE TABLE store_texts (
  store_id INTEGER NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'zh', 'id', 'th')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  address_line1 TEXT NOT NULL CHECK (length(address_line1) BETWEEN 1 AND 200),
  address_line2 TEXT CHECK (address_line2 IS NULL OR length(address_line2) BETWEEN 1 AND 200),
  city TEXT NOT NULL CHECK (length(city) BETWEEN 1 AND 80),
  -- Hong Kong has no postcodes.
  postcode TEXT CHECK (postcode IS NULL OR length(postcode) BETWEEN 3 AND 10),
  PRIMARY KEY (store_id, language)
) WITHOUT ROWID;

-- One row per day the store is open; weekday 0 is Monday (ISO order), times are the store's
-- local time as 'HH:MM', so text order is time order and the CHECK can compare them.
CREATE TABLE store_hours (
  store_id INTEGER NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  opens TEXT NOT NULL CHECK (opens GLOB '[01][0-9]:[0-5][0-9]' OR opens GLOB '2[0-3]:[0-5][0-9]'),
  closes TEXT NOT NULL CHECK (closes GLOB '[01][0-9]:[0-5][0-9]' OR closes GLOB '2[0-3]:[0-5][0-9]'),
  CHECK (opens < closes),
  PRIMARY KEY (store_id, weekday)
) WITHOUT ROWID;

-- What a store offers besides selling: the booking issue books these.
CREATE TABLE store_services (
  store_id INTEGER NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  service TEXT NOT NULL CHECK (
    service IN ('makeup', 'skincare_consultation', 'brow', 'facial', 'fragrance_consultation', 'beauty_class')
  ),
  PRIMARY KEY (store_id, service)
) WITHOUT ROWID;
