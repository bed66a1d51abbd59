import { z } from 'zod';
import { ADDRESS_FIELDS, FIELD_MAX_LENGTH, type AddressField } from '../lib/address-fields';
import { IdempotencyKeySchema, IdParamSchema } from './ids';
import { text } from './text';

/**
 * A member's addresses. The shape is checked here (text of a bounded length per
 * field); what each country requires (which fields, the postcode's digits, the lists) is
 * client/lib/address-fields.ts's, checked by the API after this and answered as a 422 naming
 * the field, in the request's language. The client imports the types only.
 */

/**
 * Each field as text; generous bounds here, the country's own are the 422's. Checkout's
 * delivery address is the same shape (./order-contract.ts).
 */
export const fieldShape = Object.fromEntries(
  ADDRESS_FIELDS.map((field) => [
    field,
    text(FIELD_MAX_LENGTH[field] * 2, { trim: false }).optional(),
  ]),
) as Record<AddressField, z.ZodOptional<z.ZodString>>;

/** POST account/addresses: the fields of the site's country, maybe the default at once. */
export const AddressAddSchema = z.object({
  ...fieldShape,
  isDefault: z.literal(true).optional(),
  /** Makes a retried add safe: a key seen before answers the list without adding again. */
  idempotencyKey: IdempotencyKeySchema.optional(),
});

/**
 * PATCH account/addresses/{id}: the fields given replace the stored ones (an empty text clears
 * an optional field); `isDefault: true` makes it the default (there is no "not default": another
 * address becomes the default instead).
 */
export const AddressPatchSchema = z.object({
  ...fieldShape,
  isDefault: z.literal(true).optional(),
  /**
   * The `updatedAt` of the address as the form showed it: when it has changed since (another
   * tab, another device), the edit is a 409 instead of overwriting that change unseen.
   */
  ifUnchangedSince: text(40).optional(),
});

export const AddressPathSchema = z.object({ id: IdParamSchema });

export const AddressSchema = z.object({
  id: z.number().int(),
  country: z.string(),
  fields: z.object({
    recipient: z.string().optional(),
    phone: z.string().optional(),
    line1: z.string().optional(),
    line2: z.string().optional(),
    city: z.string().optional(),
    district: z.string().optional(),
    state: z.string().optional(),
    postcode: z.string().optional(),
  } satisfies Record<AddressField, z.ZodOptional<z.ZodString>>),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

/** The member's addresses of the site's country, the default first, then the newest. */
export const AddressesSchema = z.object({
  items: z.array(AddressSchema),
  /** How many a member may keep (all countries), and how many they have. */
  limit: z.number().int(),
  total: z.number().int(),
});
export type Addresses = z.infer<typeof AddressesSchema>;
