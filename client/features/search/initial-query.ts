import { SEARCH_MAX_LENGTH } from './limits';

/** The text a search page was opened with, so the box shows what the results are for. */
export function initialQuery(path: string, search: string): string {
  return path === '/search'
    ? (new URLSearchParams(search).get('q') ?? '').slice(0, SEARCH_MAX_LENGTH)
    : '';
}
