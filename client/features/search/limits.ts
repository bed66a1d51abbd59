/**
 * Limits of the header search. The browser bundle does not load the zod contract, so the
 * longest query is repeated here; test/client/features/SearchBox.test.tsx checks that it
 * equals MAX_QUERY_LENGTH of client/api/catalogue-contract.
 */
export const SEARCH_MAX_LENGTH = 100;
/** Suggestions are asked for once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Recent searches kept on the device. */
export const MAX_RECENT_SEARCHES = 8;
/** Recent searches shown while typing (those that start with what is typed). */
export const RECENT_WHILE_TYPING = 3;
