-- The catalogue: products and their variants (shade, size, SKU), prices and stock per
-- country, translated texts, reviews; the listing table that every listing and search reads;
-- full-text search; the search log behind popular searches; and the shopper lists kept per
-- device (wish list, waitlist, launch reminders).

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE CHECK (slug GLOB '[a-z0-9]*' AND length(slug) <= 160),
  brand_id INTEGER NOT NULL REFERENCES brands (id),
  -- The subcategory (level 3); its parents come from the category tree.
  category_id INTEGER NOT NULL REFERENCES categories (id),
  created_at TEXT NOT NULL,
  -- A future launch: until then the product shows "remind me" / "coming soon".
  launch_at TEXT,
  is_new INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  is_exclusive INTEGER NOT NULL DEFAULT 0 CHECK (is_exclusive IN (0, 1)),
  is_limited INTEGER NOT NULL DEFAULT 0 CHECK (is_limited IN (0, 1)),
  is_vegan INTEGER NOT NULL DEFAULT 0 CHECK (is_vegan IN (0, 1)),
  non_discountable INTEGER NOT NULL DEFAULT 0 CHECK (non_discountable IN (0, 1)),
  cnc_only INTEGER NOT NULL DEFAULT 0 CHECK (cnc_only IN (0, 1)),
  -- Priority access: only members of this tier (or above) may buy until priority_until.
  priority_tier TEXT CHECK (priority_tier IS NULL OR priority_tier IN ('white', 'black', 'gold')),
  priority_until TEXT,
  rating_sum INTEGER NOT NULL DEFAULT 0 CHECK (rating_sum >= 0),
  rating_count INTEGER NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
  featured_rank INTEGER NOT NULL DEFAULT 0,
  CHECK ((priority_tier IS NULL) = (priority_until IS NULL))
);
CREATE INDEX products_brand ON products (brand_id);
CREATE INDEX products_category ON products (category_id);

CREATE TABLE product_texts (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'zh', 'id', 'th')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description TEXT NOT NULL,
  PRIMARY KEY (product_id, language)
);

CREATE TABLE variants (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  sku TEXT NOT NULL UNIQUE CHECK (length(sku) BETWEEN 3 AND 40),
  shade_name TEXT,
  shade_hex TEXT CHECK (shade_hex IS NULL OR (length(shade_hex) = 7 AND shade_hex GLOB '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]')),
  size_label TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  -- Spec §9: at most 6 of one item per bag line; a variant may set fewer.
  max_per_order INTEGER NOT NULL DEFAULT 6 CHECK (max_per_order BETWEEN 1 AND 6)
);
CREATE INDEX variants_product ON variants (product_id, position);

CREATE TABLE variant_offers (
  variant_id INTEGER NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  currency TEXT NOT NULL CHECK (currency IN ('AUD', 'HKD', 'IDR', 'MYR', 'NZD', 'PHP', 'SGD', 'THB')),
  price_minor INTEGER NOT NULL CHECK (price_minor > 0),
  compare_at_minor INTEGER CHECK (compare_at_minor IS NULL OR compare_at_minor > price_minor),
  stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  PRIMARY KEY (variant_id, country)
) WITHOUT ROWID;

CREATE TABLE brand_limits (
  brand_id INTEGER NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  max_per_order INTEGER NOT NULL CHECK (max_per_order BETWEEN 1 AND 60),
  PRIMARY KEY (brand_id, country)
) WITHOUT ROWID;

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  language TEXT NOT NULL CHECK (language IN ('en', 'zh', 'id', 'th')),
  author TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX reviews_product ON reviews (product_id, created_at DESC);

-- One row per product and country where it is sold: everything a listing filters, sorts and
-- counts on, so a listing reads this table through its indexes and never scans products.
CREATE TABLE listing (
  country TEXT NOT NULL,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  brand_id INTEGER NOT NULL,
  top_id INTEGER NOT NULL,
  category_id INTEGER NOT NULL,
  sub_id INTEGER NOT NULL,
  -- The lowest price of the product's variants in this country, and whether any is reduced.
  price_minor INTEGER NOT NULL,
  on_sale INTEGER NOT NULL CHECK (on_sale IN (0, 1)),
  in_stock INTEGER NOT NULL CHECK (in_stock IN (0, 1)),
  is_new INTEGER NOT NULL,
  is_exclusive INTEGER NOT NULL,
  is_limited INTEGER NOT NULL,
  is_vegan INTEGER NOT NULL,
  -- Average rating times 100, so sorting stays integer.
  rating INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  featured_rank INTEGER NOT NULL,
  PRIMARY KEY (country, product_id)
) WITHOUT ROWID;
CREATE INDEX listing_brand ON listing (country, brand_id, featured_rank);
CREATE INDEX listing_top ON listing (country, top_id, featured_rank);
CREATE INDEX listing_category ON listing (country, category_id, featured_rank);
CREATE INDEX listing_sub ON listing (country, sub_id, featured_rank);
CREATE INDEX listing_featured ON listing (country, featured_rank);
CREATE INDEX listing_newest ON listing (country, created_at);
CREATE INDEX listing_price ON listing (country, price_minor);
CREATE INDEX listing_rating ON listing (country, rating);
CREATE INDEX listing_sale ON listing (country, on_sale, featured_rank);

-- Full-text search over names, brands, categories and shades, one document per product and
-- language. Chinese and Thai are written without spaces, so their text is indexed (and
-- queried) one character per token: a phrase of characters matches a word.
CREATE VIRTUAL TABLE product_search USING fts5 (
  text,
  product_id UNINDEXED,
  language UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TABLE search_log (
  id INTEGER PRIMARY KEY,
  country TEXT NOT NULL,
  language TEXT NOT NULL,
  query TEXT NOT NULL CHECK (length(query) BETWEEN 1 AND 100),
  results INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX search_log_recent ON search_log (country, language, created_at);

CREATE TABLE wishlist_items (
  device_id TEXT NOT NULL CHECK (length(device_id) BETWEEN 16 AND 64),
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (device_id, product_id)
) WITHOUT ROWID;

CREATE TABLE waitlist_entries (
  id INTEGER PRIMARY KEY,
  device_id TEXT NOT NULL CHECK (length(device_id) BETWEEN 16 AND 64),
  variant_id INTEGER NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  country TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('waiting', 'cancelled', 'notified')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (device_id, variant_id, country)
);

CREATE TABLE launch_reminders (
  device_id TEXT NOT NULL CHECK (length(device_id) BETWEEN 16 AND 64),
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  country TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (device_id, product_id, country)
) WITHOUT ROWID;
