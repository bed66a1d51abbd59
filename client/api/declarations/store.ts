import { SiteHeadersSchema, declare, ok } from '../declare';
import {
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
  storeLocation: {
    method: 'get',
    path: '/store-locations/{id}',
    summary: 'One store of the site',
    request: { params: StorePathSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(StoreSchema, 'The store') },
    errors: [404],
  },
});
