import account from './account.json';
import bag from './bag.json';
import booking from './booking.json';
import catalogue from './catalogue.json';
import checkout from './checkout.json';
import common from './common.json';
import mail from './mail.json';

/** Hong Kong Traditional Chinese: every feature's file, merged (each file owns its own top-level groups). */
export default { ...common, ...catalogue, ...bag, ...account, ...checkout, ...booking, ...mail };
