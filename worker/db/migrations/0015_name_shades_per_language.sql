-- Shade names in Chinese, Indonesian and Thai. `variants.shade_name` keeps the English name
-- (the catalogue's source, and the fallback where a translation is missing); the product page
-- reads the page language's name from here, so the legend and image alternatives are not
-- English on a Chinese, Indonesian or Thai page.
CREATE TABLE variant_shade_names (
  variant_id INTEGER NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('zh', 'id', 'th')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  PRIMARY KEY (variant_id, language)
) WITHOUT ROWID;
