-- Facet counts kept in D1: the listing table counted per site (country) and per cell of the
-- catalogue that a non-search listing can select or count on: brand, subcategory (with its
-- parents), price bucket of the country's currency, on sale, and the "others" flags. A brand,
-- category or content page (any context but search) is a union of cells, and every facet
-- count and listing total is a sum over the cells of its context. At 50,000 products a
-- country has about 12,000 cells where the listing has 50,000 rows, and a context's cells are
-- read through covering indexes: no statement reads `listing` to count.
--
-- Written only by the code that writes the catalogue (the seed, and setVariantStock in
-- worker/db/stock.ts when stock changes), in the same batch as the listing rows it counts.
CREATE TABLE facet_cells (
  country TEXT NOT NULL,
  brand_id INTEGER NOT NULL,
  top_id INTEGER NOT NULL,
  category_id INTEGER NOT NULL,
  sub_id INTEGER NOT NULL,
  -- Index of the price bucket (worker/rules/price-buckets.ts) the lowest price falls in.
  bucket INTEGER NOT NULL CHECK (bucket >= 0),
  on_sale INTEGER NOT NULL CHECK (on_sale IN (0, 1)),
  -- The "others" flags, bit i for OTHER_FILTERS[i] (new, exclusive, limited, vegan, in stock).
  flags INTEGER NOT NULL CHECK (flags >= 0),
  -- Zero only inside a stock update's batch, which removes the cells it empties.
  products INTEGER NOT NULL CHECK (products >= 0),
  PRIMARY KEY (country, brand_id, sub_id, bucket, on_sale, flags)
) WITHOUT ROWID;
-- Each context's cells through a covering index (a WITHOUT ROWID index carries the key too).
CREATE INDEX facet_cells_top ON facet_cells (country, top_id, category_id, products);
CREATE INDEX facet_cells_category ON facet_cells (country, category_id, top_id, products);
CREATE INDEX facet_cells_sub ON facet_cells (country, sub_id, top_id, category_id, products);
CREATE INDEX facet_cells_sale ON facet_cells (country, on_sale, top_id, category_id, products);
