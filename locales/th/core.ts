import bag from './bag.json';
import booking from './booking.json';
import catalogue from './catalogue.json';
import checkout from './checkout.json';
import common from './common.json';

/** What every page of the browser loads first: every feature file but the lazy ones (./index.ts). */
export default { ...common, ...catalogue, ...bag, ...checkout, ...booking };
