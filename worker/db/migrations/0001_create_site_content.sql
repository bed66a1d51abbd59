-- The site's content and navigation: brands and the category tree (extended by the
-- catalogue), editor-authored content entries with drafts and segment variants, the paths
-- that must load as full pages, and the seed's own version marker.

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE CHECK (slug GLOB '[a-z0-9]*' AND length(slug) <= 80),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  is_house_brand INTEGER NOT NULL DEFAULT 0 CHECK (is_house_brand IN (0, 1)),
  -- Position in the header menu; NULL keeps a brand out of it.
  menu_rank INTEGER
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL CHECK (slug GLOB '[a-z0-9]*'),
  parent_id INTEGER REFERENCES categories (id),
  level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 3),
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (parent_id, slug)
);
CREATE UNIQUE INDEX categories_top_slug ON categories (slug) WHERE parent_id IS NULL;

CREATE TABLE category_names (
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'zh', 'id', 'th')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  PRIMARY KEY (category_id, language)
);

CREATE TABLE content_entries (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL CHECK (slug GLOB '[a-z0-9]*' AND length(slug) <= 120),
  country TEXT NOT NULL CHECK (country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  language TEXT NOT NULL CHECK (language IN ('en', 'zh', 'id', 'th')),
  -- '' is every visitor; otherwise the user segment this variant is for.
  segment TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('published', 'draft')),
  title TEXT NOT NULL,
  blocks TEXT NOT NULL CHECK (json_valid(blocks) AND json_type(blocks) = 'array'),
  updated_at TEXT NOT NULL,
  UNIQUE (slug, country, language, segment, status)
);

CREATE TABLE exempted_paths (
  id INTEGER PRIMARY KEY,
  -- NULL applies to every country.
  country TEXT CHECK (country IS NULL OR country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th')),
  type TEXT NOT NULL CHECK (type IN ('absolute', 'regex', 'startsWith')),
  value TEXT NOT NULL CHECK (length(value) BETWEEN 1 AND 500),
  UNIQUE (country, type, value)
);

CREATE TABLE seed_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
