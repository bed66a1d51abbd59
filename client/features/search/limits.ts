import { MAX_QUERY_LENGTH } from '../../api/catalogue-constants';

/** Limits of the header search. The longest query is the API's (from the zod-free constants). */
export const SEARCH_MAX_LENGTH = MAX_QUERY_LENGTH;
/** Suggestions are asked for once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Recent searches kept on the device. */
export const MAX_RECENT_SEARCHES = 8;
/** Recent searches shown while typing (those that start with what is typed). */
export const RECENT_WHILE_TYPING = 3;
