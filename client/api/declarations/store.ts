import { CHANGE_ERRORS, SiteHeadersSchema, declare, ok } from '../declare';
import {
  SelectStoreSchema,
  SelectedStoreSchema,
  StoreListQuerySchema,
  StoreListSchema,
  StorePathSchema,
  StoreSchema,
} from '../store-contract';

export const storeOperations = declare({
  storeLocations: {
    method: 'get',
    path: '/store-locations',
    summary: "The site's stores, in order: address, phone, coordinates, opening hours, services",
    request: { query: StoreListQuerySchema, headers: SiteHeadersSchema },
    responses: { 200: ok(StoreListSchema, 'The stores') },
    browser: true,
  },
  myStore: {
    method: 'get',
    path: '/store-locations/selected',
    summary: "The shopper's store on this site: the member's account's, else the site's cookie",
    request: { headers: SiteHeadersSchema },
    responses: { 200: ok(SelectedStoreSchema, 'The selected store, or null') },
    errors: [401],
    browser: true,
  },
  setMyStore: {
    method: 'put',
    path: '/store-locations/selected',
    summary:
      "Make a store of this site the shopper's store (idempotent): cookie, and account for a member",
    request: { body: SelectStoreSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(SelectedStoreSchema, 'The selected store') },
    errors: [401, ...CHANGE_ERRORS],
    browser: true,
  },
  storeLocation: {
    method: 'get',
    path: '/store-locations/{id}',
    summary: 'One store of the site',
    request: { params: StorePathSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(StoreSchema, 'The store') },
    errors: [404],
  },
});
