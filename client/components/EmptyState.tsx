import type { ReactNode } from 'react';

/** What a page says when it has nothing to show yet, with the next step a shopper can take. */
export function EmptyState(props: { message: string; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <p>{props.message}</p>
      {props.children}
    </div>
  );
}
