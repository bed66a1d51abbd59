import { orderQueries } from '../client/api/order-queries';
import { SandboxBankApp } from '../client/features/orders/SandboxBankApp';
import type { PageModule } from './types';

/**
 * /sandbox/payments (development only, like all of /sandbox: routes/developer-surfaces.ts):
 * the sandbox bank app, listing the open payments of every site with the buttons that pay,
 * fail, expire, approve or block them (client/features/orders/SandboxBankApp.tsx).
 */
const sandboxPayments: PageModule = {
  load: async ({ t, api, queryClient }) => {
    await queryClient.prefetchQuery(orderQueries.sandboxPayments(api));
    return { title: t('sandboxPayments.title') };
  },
  Page: SandboxBankApp,
};
export default sandboxPayments;
