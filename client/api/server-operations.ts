import { table } from './operation-table';

/**
 * The operations no page of the browser calls (./operations.ts says why they are apart): they
 * stay out of the browser's bundle, and are defined, typed and documented like every other.
 */
export const serverOperations = table({
  popularQueries: { method: 'get', path: '/search/popular-queries/' },
  storeLocation: { method: 'get', path: '/store-locations/{id}' },
  paymentCallback: { method: 'post', path: '/payments/callbacks' },
  sandboxFulfil: { method: 'post', path: '/sandbox/orders/{number}/fulfilment' },
  sandboxRefund: { method: 'post', path: '/sandbox/orders/{number}/refunds' },
  sandboxPoints: { method: 'post', path: '/sandbox/users/{id}/points' },
  sandboxClock: { method: 'post', path: '/sandbox/users/{id}/clock' },
  sandboxBeautyPassJob: { method: 'post', path: '/sandbox/beauty-pass/jobs' },
  rewards: { method: 'get', path: '/rewards/' },
  redeemReward: { method: 'post', path: '/rewards/' },
  sandboxUsers: { method: 'get', path: '/sandbox/users/' },
  createSandboxUser: { method: 'post', path: '/sandbox/users/' },
  sandboxUser: { method: 'get', path: '/sandbox/users/{id}' },
  patchSandboxUser: { method: 'patch', path: '/sandbox/users/{id}' },
  deleteSandboxUser: { method: 'delete', path: '/sandbox/users/{id}' },
});
