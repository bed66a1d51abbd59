import { accountOperations } from './declarations/account';
import { bagOperations } from './declarations/bag';
import {
  bookingAliasOperations,
  bookingOperations,
  providerOperations,
  reservationOperations,
  sandboxBookingOperations,
} from './declarations/booking';
import { beautyPassOperations } from './declarations/beauty-pass';
import { catalogueOperations } from './declarations/catalogue';
import { contentOperations } from './declarations/content';
import { developerOperations } from './declarations/developer';
import { orderOperations } from './declarations/order';
import { shopperOperations } from './declarations/shopper';
import { storeOperations } from './declarations/store';

/**
 * Every operation of the storefront API, each declared once in ./declarations/ (./declare.ts
 * says what a declaration holds): what the worker's routes are built from (`routeOf()` in
 * worker/api/route-kit.ts), what the browser's types are inferred from (./operations.ts, type
 * imports only) and what the tests hold the API to. The browser's bundle never imports this
 * file: its one runtime table is the generated ./operation-paths.ts.
 */
export const operations = {
  ...contentOperations,
  ...catalogueOperations,
  ...shopperOperations,
  ...bagOperations,
  ...storeOperations,
  ...orderOperations,
  ...developerOperations,
  ...accountOperations,
  ...beautyPassOperations,
  ...bookingOperations,
  ...reservationOperations,
  ...sandboxBookingOperations,
  ...bookingAliasOperations,
  ...providerOperations,
};

export type Operations = typeof operations;
