/**
 * Constants of the catalogue contract, kept free of zod so the browser can import them
 * without bundling the schema library (client/api/catalogue-contract.ts re-exports them).
 */
export const SORTS = ['featured', 'newest', 'price_desc', 'price_asc', 'top_rated'] as const;
export type Sort = (typeof SORTS)[number];

/** The "others" filter: product attributes a shopper can require. */
export const OTHER_FILTERS = ['new', 'exclusive', 'limited', 'vegan', 'in_stock'] as const;
export type OtherFilter = (typeof OTHER_FILTERS)[number];

export const PER_PAGE = 24;
export const MAX_PER_PAGE = 96;
export const MAX_QUERY_LENGTH = 100;
