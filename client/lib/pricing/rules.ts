/**
 * The bag's figures that are rules rather than site data (docs/business-rules.md#promotions).
 * Per-site figures (tax rate, shipping fee, free-shipping threshold) live in ../sites.ts.
 */

/** Staff accounts: 30% off, 45% off the house brand (docs/business-rules.md#staff-pricing). */
export const STAFF_PERCENT = 30;
export const STAFF_HOUSE_BRAND_PERCENT = 45;

/** Free samples per order (docs/business-rules.md#samples). */
export const MAX_SAMPLES = 2;

/** The longest promo code a shopper may type (longer is refused as a bad field, not looked up). */
export const MAX_CODE_LENGTH = 40;
