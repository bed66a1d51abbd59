import type { Order } from '../../api/order-contract';

/**
 * The order page's views (docs/business-rules.md#order-states): the bare `/orders/{number}` is the
 * order's detail, and each alias is the page one group of states belongs on (`order.view`, from the
 * API). Pure: the route's `load()` redirects with it on the server, the page follows it in the
 * browser when the state moves on (a QR paid meanwhile lands on the confirmation).
 */
export type OrderView = Order['view'];
export type AskedView = OrderView | 'detail';

export const ORDER_VIEWS: readonly OrderView[] = [
  'confirmation',
  'payment_pending',
  'payment_failed',
  'payment_instruction',
];

/** The view a path asks for: its alias, else the detail. */
export function viewOfPath(path: string): AskedView {
  const alias = path.split('/')[3];
  return ORDER_VIEWS.find((view) => view === alias) ?? 'detail';
}

/** The path of an order's page, bare or at an alias. */
export function orderPath(number: string, view?: OrderView): string {
  return view ? `/orders/${number}/${view}` : `/orders/${number}`;
}

/**
 * Where a page asked at `asked` belongs instead, or undefined when it is shown where asked:
 * the detail always is, and an alias only when it is the one the order's state belongs on.
 */
export function redirectFor(
  asked: AskedView,
  order: Pick<Order, 'number' | 'view'>,
): string | undefined {
  if (asked === 'detail' || asked === order.view) return undefined;
  return orderPath(order.number, order.view);
}
