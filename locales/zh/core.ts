import bag from './bag.json';
import catalogue from './catalogue.json';
import checkout from './checkout.json';
import common from './common.json';

/**
 * What the browser loads with every page (client/lib/locale-loader.ts): every feature file but
 * `account` (loaded with the routes that declare it, routes/types.ts `messages`) and `mail`
 * (rendered by the worker only). The index merges them all for the worker.
 */
export default { ...common, ...catalogue, ...bag, ...checkout };
