import { ApiRequestError } from '../client/api/client';
import { orderQueries } from '../client/api/order-queries';
import { useRoute } from '../client/app/router';
import { OrderPage } from '../client/features/orders/OrderPage';
import { redirectFor, viewOfPath } from '../client/features/orders/order-views';
import { notFound, redirectTo, signInRequired } from './outcome';
import type { PageModule } from './types';

/**
 * /orders/{number} and its aliases `confirmation`, `payment_pending`, `payment_failed`,
 * `payment_instruction` (docs/business-rules.md#order-states). A public route: the API decides who
 * may see an order (the member who placed it, or the browser holding its order-access cookie) and
 * answers anyone else as if there were none, so they get the 404 page, never a sign-in prompt that
 * would say the order exists. An alias the order's state does not belong on redirects (302) to the
 * one it does; the bare path is the order's detail and never redirects.
 */
function Order() {
  const { path, params } = useRoute();
  return <OrderPage number={params.id ?? ''} asked={viewOfPath(path)} />;
}

const order: PageModule = {
  load: async ({ t, params, path, search, api, queryClient, country, language }) => {
    const number = params.id ?? '';
    let answer;
    try {
      answer = await queryClient.fetchQuery(orderQueries.order(api, { country, language }, number));
    } catch (error) {
      // A session cookie the API cannot accept (says nothing about the order): sign in again.
      if (error instanceof ApiRequestError && error.status === 401) signInRequired(path, search);
      throw error;
    }
    if (!answer) notFound();
    const to = redirectFor(viewOfPath(path), answer.order);
    if (to) return redirectTo(search ? `${to}?${search}` : to, 302);
    return { title: t('order.title', { number }) };
  },
  Page: Order,
};
export default order;
