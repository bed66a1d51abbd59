import { CheckoutPage } from '../client/features/checkout/CheckoutPage';
import type { PageModule } from './types';

/**
 * /checkout: contact, delivery, payment and review on one page, for guests and
 * members. Its contents are the visitor's own and load in the browser
 * (client/features/checkout/CheckoutPage.tsx); the server renders the frame and its title.
 */
const checkout: PageModule = {
  load: async ({ t }) => ({ title: t('checkoutPage.title') }),
  Page: CheckoutPage,
};
export default checkout;
