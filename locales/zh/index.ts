import account from './account.json';
import bag from './bag.json';
import booking from './booking.json';
import catalogue from './catalogue.json';
import checkout from './checkout.json';
import common from './common.json';

/**
 * Hong Kong Traditional Chinese: every feature's file the browser needs, merged (each file
 * owns its own top-level groups). The worker adds the server-only ones (./server.ts).
 */
export default { ...common, ...catalogue, ...bag, ...account, ...checkout, ...booking };
