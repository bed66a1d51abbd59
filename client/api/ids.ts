import { z } from 'zod';

/**
 * Ids and integers at the API's edge, one home. A URL carries text, and `Number()` (what
 * `z.coerce.number()` does) reads `0x8`, `8e0`, ` 8` and `08` as 8: one resource under many
 * spellings, which caches, logs and rate limits then count apart. Only plain decimal digits
 * are an integer here.
 */

/** The largest id: D1 ids of the storefront stay within a signed 32-bit integer. */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body: a positive integer (JSON has one number type; `8e0` there is 8). */
export const IdSchema = z.number().int().positive().max(MAX_ID);

/** Decimal digits without sign, spaces or leading zeros; at most 16, so the value stays exact. */
const DECIMAL = /^(?:0|[1-9][0-9]{0,15})$/;

/**
 * An integer in a query or path, from `min` to `max`: decimal text, or a number when code
 * (not a URL) builds the query.
 */
export function urlInteger(min: number, max: number) {
  return z
    .union([
      z.number(),
      z.string().regex(DECIMAL, 'an integer is written in decimal digits only').transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
}

/** An id in a path or query: a positive integer in plain decimal digits. */
export const IdParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, 'an id is written in decimal digits only')
  .transform(Number)
  .pipe(IdSchema);

/** An idempotency key: 8 to 64 letters, digits, `-` or `_` (a UUID fits). */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'an idempotency key is 8 to 64 letters, digits, "-" or "_"');

/**
 * A refinement of a list of choices that names each id once (`eachOnce('variantId')`): the
 * whole choice replaces the last one, so a repeat has no meaning, and the tables' unique keys
 * would refuse it as a 500. The 400 names the repeat (`gifts.1.variantId`).
 */
export function eachOnce<K extends string>(key: K) {
  return (list: readonly Record<K, unknown>[], context: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    list.forEach((item, index) => {
      if (seen.has(item[key]))
        context.addIssue({ code: 'custom', message: `each ${key} once`, path: [index, key] });
      seen.add(item[key]);
    });
  };
}
