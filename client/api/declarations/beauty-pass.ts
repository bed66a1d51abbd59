import { PricedBagSchema } from '../bag-contract';
import { RewardAddSchema, RewardPathSchema, RewardsSchema } from '../beauty-pass-contract';
import { CHANGE_ERRORS, ChangeHeadersSchema, declare, SiteHeadersSchema, ok } from '../declare';

// `rewards/` and `cart/beauty-pass-offers/` are the spec's two names for the same thing: one
// declaration each, the same but for the path.
const list = {
  summary: "The site's Beauty Pass rewards with the member's balance and each reward's state",
  request: { headers: SiteHeadersSchema },
  responses: { 200: ok(RewardsSchema, 'The rewards') },
  errors: [401],
} as const;
const add = {
  summary: 'Put a reward in the bag (members only; one of each); answers the priced bag',
  request: { body: RewardAddSchema, headers: ChangeHeadersSchema },
  responses: { 200: ok(PricedBagSchema, 'In the bag') },
  errors: [401, 403, 404, 409, ...CHANGE_ERRORS],
} as const;

export const beautyPassOperations = declare({
  rewards: { method: 'get', path: '/rewards/', ...list },
  redeemReward: { method: 'post', path: '/rewards/', ...add },
  bagRewards: { method: 'get', path: '/cart/beauty-pass-offers/', ...list, browser: true },
  addBagReward: { method: 'post', path: '/cart/beauty-pass-offers/', ...add, browser: true },
  removeBagReward: {
    method: 'delete',
    path: '/cart/beauty-pass-offers/{id}',
    summary: 'Take a reward out of the bag; answers the priced bag',
    request: { params: RewardPathSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(PricedBagSchema, 'Taken out') },
    errors: [401, 404, ...CHANGE_ERRORS],
    browser: true,
  },
});
