import type { ReactNode } from 'react';

/**
 * What a page says when it has nothing to show yet, with the next step a shopper can take. Not a
 * live region: a page has one (client/app/announcer.tsx), and whoever empties a list says so.
 */
export function EmptyState(props: { message: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p>{props.message}</p>
      {props.children}
    </div>
  );
}
