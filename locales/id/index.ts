import account from './account.json';
import bagPage from './bag-page.json';
import booking from './booking.json';
import checkoutPage from './checkout-page.json';
import orderPage from './order-page.json';
import core from './core';

/**
 * Indonesian: every message a page of the browser may show. `core` comes with the first page; the
 * lazy features (account and its Beauty Pass, the bag page, the store and Happening pages, the checkout, the order pages) load with the routes that use them (client/lib/locale-loader.ts).
 */
export default { ...core, ...account, ...bagPage, ...booking, ...checkoutPage, ...orderPage };
