import { browserOperations } from './operations';
import { serverOperations } from './server-operations';

/**
 * The whole table (./operations.ts): what the worker's routes take their method and path from
 * (`endpoint()` in worker/api/route-kit.ts), and what the tests hold the API to. Never imported
 * by the browser's code.
 */
export const operations = { ...browserOperations, ...serverOperations };
