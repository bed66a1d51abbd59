import { MAX_RECENT_SEARCHES, SEARCH_MAX_LENGTH } from './limits';

/**
 * Recent searches, kept on the device in localStorage (never sent to the server): newest
 * first, at most 8, each once (case and spacing ignored). Storage that is missing, full or
 * refused (private modes, blocked cookies) reads as empty and ignores writes.
 */
export const RECENT_SEARCHES_KEY = 'search.recent';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Store | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const tidy = (query: string) => query.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);

export function readRecentSearches(store: Store | undefined = storage()): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is string => typeof item === 'string' && tidy(item) !== '')
      .map(tidy)
      .slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

/** Puts a query first (moving it up if it was there) and returns the new list. */
export function addRecentSearch(query: string, store: Store | undefined = storage()): string[] {
  const entry = tidy(query);
  const current = readRecentSearches(store);
  if (!entry) return current;
  const next = [entry, ...current.filter((item) => !same(item, entry))].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
  try {
    store?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Full or refused: the list lives for this page only.
  }
  return next;
}

export function clearRecentSearches(store: Store | undefined = storage()): void {
  try {
    store?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Nothing to clear.
  }
}
