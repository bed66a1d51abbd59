import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/**
 * A list paged by the API's cursor, shown with "show more" (./ShowMore.tsx): the account's
 * orders, the points history. Each page is a query of its own (`queryFor(cursor)`, the first
 * without one), so the first page can come in the server's HTML and pages already read stay
 * cached. `more()` asks for the next page; when it arrives, focus goes to the first of its
 * `focusable` elements inside `list` (where a keyboard user reads on).
 */
export function useCursorPages<
  Cursor extends string | number,
  Page extends { next: Cursor | null },
  Key extends QueryKey,
>(
  queryFor: (cursor: Cursor | undefined) => UseQueryOptions<Page, Error, Page, Key>,
  focusable: string,
) {
  const [cursors, setCursors] = useState<(Cursor | undefined)[]>([undefined]);
  const first = useQuery(queryFor(undefined));
  const last = useQuery(queryFor(cursors[cursors.length - 1]));
  const list = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const shown = last.data ? cursors.length : cursors.length - 1;
  useEffect(() => {
    const from = focusFrom.current;
    const targets = list.current?.querySelectorAll<HTMLElement>(focusable);
    if (from === null || !targets || targets.length <= from) return;
    focusFrom.current = null;
    targets[from]?.focus();
  }, [shown, focusable]);

  const next = last.data?.next ?? null;
  const more = () => {
    focusFrom.current = list.current?.querySelectorAll(focusable).length ?? 0;
    if (next !== null) setCursors((current) => [...current, next]);
  };
  return { cursors, first, last, list, hasNext: next !== null, more };
}
