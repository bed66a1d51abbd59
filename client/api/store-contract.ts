import { z } from 'zod';
import { IdParamSchema } from './ids';

/**
 * The stores of a country site: GET store-locations (the site's stores, in their
 * order) and store-locations/{id}. Click and collect chooses among them; the store locator
 * shows them. Both answers are the same for every visitor of a site and language, so nothing
 * in them depends on the clock: whether a store is open now is for the reader to work out
 * from `hours` in the site's time zone (client/lib/sites.ts `TIME_ZONES`).
 */

/** What a store offers besides selling (the CHECK of migration 0022 lists the same). */
export const STORE_SERVICES = [
  'makeup',
  'skincare_consultation',
  'brow',
  'facial',
  'fragrance_consultation',
  'beauty_class',
] as const;
export type StoreService = (typeof STORE_SERVICES)[number];

/** A local time of day, `HH:MM` (24-hour). */
const timeOfDay = z.string().regex(/^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/);

/** One day a store is open; a weekday it is closed is not listed. */
export const OpeningHoursSchema = z.object({
  /** 0 is Monday, 6 Sunday (ISO order). */
  weekday: z.number().int().min(0).max(6),
  opens: timeOfDay,
  closes: timeOfDay,
});
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

export const StoreSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** Name and address in the request's language, else in English. */
  name: z.string(),
  /** One or two lines, before the city. */
  addressLines: z.array(z.string()),
  city: z.string(),
  /** None in Hong Kong. */
  postcode: z.string().nullable(),
  /** In international form: `+65 6123 4567`. */
  phone: z.string(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
  /** Whether click and collect orders may be collected here. */
  clickAndCollect: z.boolean(),
  /** The days it opens, Monday first. */
  hours: z.array(OpeningHoursSchema),
  services: z.array(z.enum(STORE_SERVICES)),
});
export type Store = z.infer<typeof StoreSchema>;

/** GET store-locations: the site's stores in order. */
export const StoreListSchema = z.object({
  items: z.array(StoreSchema),
  total: z.number().int(),
});
export type StoreList = z.infer<typeof StoreListSchema>;

/** GET store-locations query: `clickAndCollect=true` lists only the stores that collect orders. */
export const StoreListQuerySchema = z.object({
  clickAndCollect: z.enum(['1', 'true']).optional(),
});

export const StorePathSchema = z.object({ id: IdParamSchema });

/**
 * GET and PUT store-locations/selected: the shopper's store on this site ("Make this my store"),
 * kept in a cookie per site country and, for a member, on the account (docs/booking.md "Stores").
 * `storeId` is null when none is chosen (or the one kept is no longer a store of this site).
 */
export const SelectedStoreSchema = z.object({ storeId: z.number().int().nullable() });
export type SelectedStore = z.infer<typeof SelectedStoreSchema>;

/** PUT store-locations/selected: one of this site's stores (another site's is a 400 naming `storeId`). */
export const SelectStoreSchema = z.object({ storeId: z.number().int().positive() });
export type SelectStore = z.infer<typeof SelectStoreSchema>;
