import { z } from 'zod';

/**
 * Text at the API's edge, one home: every string a request carries (names, address lines, codes,
 * tokens, passwords) is built here. None may hold a control character (C0, DEL or C1): no field
 * of the storefront is more than one line, a control character is never something a shopper
 * meant, and NUL in particular reaches SQL as text that SQLite's `length()` stops at, so the
 * tables' CHECKs refused it as a 500. Refused before trimming, so a name is never stored as
 * something other than what was sent. The client imports the types only.
 */

/** C0 controls (tab and newlines included), DEL and the C1 controls. */
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** The zod issue of a control character: the 400 names the field (worker/api/route-kit.ts). */
export const CONTROL_CHARACTER_MESSAGE = 'control characters are not allowed';

const NO_CONTROL_CHARACTER = /^[^\u0000-\u001f\u007f-\u009f]*$/;

/**
 * A text field of at most `max` characters (at least `min`, default 0), trimmed unless `trim`
 * is false (passwords and tokens are taken as sent).
 */
export function text(max: number, { min = 0, trim = true }: { min?: number; trim?: boolean } = {}) {
  const base = z.string().regex(NO_CONTROL_CHARACTER, CONTROL_CHARACTER_MESSAGE);
  const trimmed = trim ? base.trim() : base;
  return min > 0 ? trimmed.min(min).max(max) : trimmed.max(max);
}
