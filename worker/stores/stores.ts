import { STORE_SERVICES, type Store } from '../../client/api/store-contract';
import type { Country, Language } from '../../client/lib/sites';

/**
 * The stores of a country site: the store locations API answers them, the checkout
 * offers the click and collect ones and the order placement checks that the chosen store is one
 * of them. Texts are in the asked language where the store has them, else in English (a store
 * without English texts is not listed). One D1 batch of three statements, each through an index.
 */

export interface StoreFilter {
  /** Only the stores that collect click and collect orders. */
  clickAndCollect?: boolean;
}

interface StoreRow {
  id: number;
  slug: string;
  phone: string;
  latitude: number;
  longitude: number;
  click_and_collect: number;
  name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postcode: string | null;
}

interface HoursRow {
  store_id: number;
  weekday: number;
  opens: string;
  closes: string;
}

interface ServiceRow {
  store_id: number;
  service: string;
}

/** Which of the site's stores to read: one by id, or all (those that collect, if asked). */
type Selection = StoreFilter & { id?: number };

/** The three statements of a read: the stores with their texts, their hours, their services. */
function storeStatements(
  db: D1Database,
  country: Country,
  language: Language,
  selection: Selection,
) {
  // ?1 is the country, ?2 the id when there is one; the language follows, in the first only.
  const byId = selection.id !== undefined;
  const keys: unknown[] = byId ? [country, selection.id] : [country];
  const where = byId ? 's.id = ?2' : selection.clickAndCollect ? 's.click_and_collect = 1' : '1';
  // The asked language's row when there is one, else the English one: the whole row, so a
  // name and an address are never of two languages.
  const stores = db
    .prepare(
      `SELECT s.id, s.slug, s.phone, s.latitude, s.longitude, s.click_and_collect,
              t.name, t.address_line1, t.address_line2, t.city, t.postcode
       FROM stores s
       JOIN store_texts t ON t.store_id = s.id AND t.language = COALESCE(
         (SELECT language FROM store_texts WHERE store_id = s.id AND language = ?${keys.length + 1}), 'en')
       WHERE s.country = ?1 AND ${where}
       ORDER BY s.position`,
    )
    .bind(...keys, language);
  const hours = db
    .prepare(
      `SELECT h.store_id, h.weekday, h.opens, h.closes
       FROM stores s JOIN store_hours h ON h.store_id = s.id
       WHERE s.country = ?1 AND ${where}
       ORDER BY h.store_id, h.weekday`,
    )
    .bind(...keys);
  const services = db
    .prepare(
      `SELECT v.store_id, v.service
       FROM stores s JOIN store_services v ON v.store_id = s.id
       WHERE s.country = ?1 AND ${where}`,
    )
    .bind(...keys);
  return [stores, hours, services];
}

async function read(
  db: D1Database,
  country: Country,
  language: Language,
  selection: Selection,
): Promise<Store[]> {
  const [stores, hours, services] = await db.batch(
    storeStatements(db, country, language, selection),
  );
  const hoursOf = new Map<number, Store['hours']>();
  for (const row of hours.results as HoursRow[]) {
    const list = hoursOf.get(row.store_id) ?? [];
    list.push({ weekday: row.weekday, opens: row.opens, closes: row.closes });
    hoursOf.set(row.store_id, list);
  }
  const servicesOf = new Map<number, Set<string>>();
  for (const row of services.results as ServiceRow[])
    servicesOf.set(row.store_id, (servicesOf.get(row.store_id) ?? new Set()).add(row.service));
  return (stores.results as StoreRow[]).map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    addressLines: row.address_line2 ? [row.address_line1, row.address_line2] : [row.address_line1],
    city: row.city,
    postcode: row.postcode,
    phone: row.phone,
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    clickAndCollect: row.click_and_collect === 1,
    hours: hoursOf.get(row.id) ?? [],
    // In the order of STORE_SERVICES, whatever order the table keeps.
    services: STORE_SERVICES.filter((service) => servicesOf.get(row.id)?.has(service)),
  }));
}

/** The site's stores in their order, texts in `language` (else English). */
export function readStores(
  db: D1Database,
  country: Country,
  language: Language,
  filter: StoreFilter = {},
): Promise<Store[]> {
  return read(db, country, language, { clickAndCollect: filter.clickAndCollect });
}

/** One store of the site, or null when the id is unknown or the store is another site's. */
export async function readStore(
  db: D1Database,
  country: Country,
  language: Language,
  id: number,
): Promise<Store | null> {
  const [store] = await read(db, country, language, { id });
  return store ?? null;
}
