import type { z } from 'zod';
import { table } from './operation-table';
import type { serverOperations } from './server-operations';
import type {
  BuyAgainSchema,
  CallbackAnswerSchema,
  CheckoutQuerySchema,
  CheckoutSchema,
  EnquirePaymentSchema,
  FulfilmentStepSchema,
  OrderAnswerSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderPathSchema,
  PaymentEventSchema,
  PlaceOrderSchema,
  RetryPaymentSchema,
  SandboxPaymentSchema,
  SandboxPaymentsSchema,
} from './order-contract';
import type {
  AccountDetailSchema,
  PointsHistoryQuerySchema,
  PointsHistorySchema,
  SandboxClockSchema,
  SandboxJobAnswerSchema,
  SandboxJobSchema,
  SandboxPointsSchema,
  SandboxRefundAnswerSchema,
  SandboxRefundSchema,
  RewardAddSchema,
  RewardPathSchema,
  RewardsSchema,
} from './beauty-pass-contract';
import type {
  AccountNoticeSchema,
  AccountPatchSchema,
  AccountSchema,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  ResetPasswordSchema,
  SandboxDeletedSchema,
  SandboxUserPatchSchema,
  SandboxUserPathSchema,
  SandboxUserSchema,
  SandboxUsersSchema,
  UnlockSchema,
  SignedOutSchema,
  SignOutQuerySchema,
  SignUpSchema,
  SignUpAnswerSchema,
  ConfirmSignUpSchema,
  ConfirmedSignUpSchema,
  SocialSignInSchema,
  TokenAnswerSchema,
  TokenRequestSchema,
  TokenVerifiedSchema,
  TokenVerifySchema,
} from './account-contract';
import type {
  AddressAddSchema,
  AddressesSchema,
  AddressPatchSchema,
  AddressPathSchema,
} from './address-contract';
import type {
  BundleAddSchema,
  BundlesSchema,
  CouponPathSchema,
  CouponSchema,
  GiftChoiceSchema,
  GiftOfferPathSchema,
  GiftOfferSchema,
  LinePathSchema,
  LineQuantitySchema,
  MiniBagSchema,
  OffersSchema,
  PreviewChangeSchema,
  PreviewSchema,
  PricedBagSchema,
  SampleChoiceSchema,
  SamplesSchema,
  WishlistMoveSchema,
} from './bag-contract';
import type {
  CategoryTreeSchema,
  FeaturedProductsSchema,
  FeaturedQuerySchema,
  ListingFacetsSchema,
  ListingPageSchema,
  ListingQuerySchema,
  ProductDetailSchema,
} from './catalogue-contract';
import type {
  BrandListSchema,
  ContentPageSchema,
  ContentQuerySchema,
  LayoutQuerySchema,
  LayoutSchema,
  UserSchema,
} from './contract';
import type {
  PopularQueriesQuerySchema,
  PopularQueriesSchema,
  SearchDropdownQuerySchema,
  SearchDropdownSchema,
} from './search-contract';
import type {
  BagCountSchema,
  BagLineAddedSchema,
  BagLineAddSchema,
  ReminderSubscribeSchema,
  RemindersSchema,
  WaitlistPathSchema,
  WaitlistSchema,
  WaitlistUpdateSchema,
  WishlistSchema,
  WishlistUpdateSchema,
} from './shopper-contract';
import type {
  StoreListQuerySchema,
  StoreListSchema,
  StorePathSchema,
  StoreSchema,
} from './store-contract';

/**
 * Every operation of the storefront API (issue 7, "the browser calls the API through types
 * derived from the same definitions"), one table both sides read:
 *
 * - at run time, each operation's method and path template (what `api.call(name, …)` sends,
 *   and what the worker's `createRoute` definitions take through `worker/api/route-kit.ts`'s
 *   `endpoint()`, so the two cannot drift);
 * - at the type level (`OperationTypes`), its params, query, body and answer, inferred from the
 *   zod schemas of the contract. Those imports are `import type`: erased from the bundle, so zod
 *   stays out of the browser. The worker checks that each route's answer schema infers to the
 *   answer here (`worker/api/operation-check.ts`).
 *
 * A path is the one the spec writes (with its trailing slash where it has one), under
 * `/api/web/v1`; `{name}` is a path parameter.
 *
 * The table is in two parts: what the browser calls (`browserOperations`, here, the only part
 * in the browser's bundle) and what only others call (`serverOperations`: the payment
 * provider's callback, the development sandbox's test members, refunds, jobs and clock, the
 * spec's paths no page uses). The worker and the tests read both, merged, from
 * ./all-operations.ts.
 */

export type { Method } from './operation-table';

export const browserOperations = table({
  layout: { method: 'get', path: '/layouts/' },
  contentPage: { method: 'get', path: '/pages' },
  brands: { method: 'get', path: '/brands/' },
  user: { method: 'get', path: '/user' },
  variants: { method: 'get', path: '/variants' },
  productFilters: { method: 'get', path: '/products/filters/' },
  categories: { method: 'get', path: '/categories/' },
  search: { method: 'get', path: '/search/' },
  featuredProducts: { method: 'post', path: '/featured-products/' },
  searchDropdown: { method: 'get', path: '/components/search-input-dropdown/' },
  productBySlug: { method: 'get', path: '/products/{slug}' },
  wishlist: { method: 'get', path: '/wishlist/' },
  setWished: { method: 'put', path: '/wishlist' },
  waitlist: { method: 'get', path: '/waitlist/' },
  setWaitlisted: { method: 'patch', path: '/waitlist/{variantId}' },
  reminders: { method: 'get', path: '/notification-subscription/' },
  subscribeReminder: { method: 'post', path: '/notification-subscription/subscribe' },
  bagCount: { method: 'get', path: '/cart/items-count/' },
  addToBag: { method: 'post', path: '/cart/line-items/' },
  cart: { method: 'get', path: '/cart/' },
  miniBag: { method: 'get', path: '/cart/bag/' },
  setLineQuantity: { method: 'patch', path: '/cart/line-items/{id}' },
  removeLine: { method: 'delete', path: '/cart/line-items/{id}' },
  moveLineToWishlist: { method: 'post', path: '/cart/wishlist-moves/' },
  applyCoupon: { method: 'post', path: '/cart/discount-coupon/' },
  removeCoupon: { method: 'delete', path: '/cart/discount-coupon/{id}' },
  cartOffers: { method: 'get', path: '/cart/offers' },
  cartSamples: { method: 'get', path: '/cart/samples' },
  chooseSamples: { method: 'post', path: '/cart/samples' },
  bundles: { method: 'get', path: '/cart/bundles/' },
  addBundle: { method: 'post', path: '/cart/bundles/' },
  previewBagChange: { method: 'post', path: '/cart/preview-change' },
  giftOffer: { method: 'get', path: '/multiple-gwps/{id}' },
  chooseGifts: { method: 'post', path: '/multiple-gwps/{id}' },
  storeLocations: { method: 'get', path: '/store-locations' },
  checkout: { method: 'get', path: '/checkout/' },
  placeOrder: { method: 'post', path: '/orders/' },
  orders: { method: 'get', path: '/orders/' },
  enquirePayment: { method: 'post', path: '/orders/enquireKbankPayment' },
  order: { method: 'get', path: '/orders/{number}' },
  retryPayment: { method: 'post', path: '/orders/{number}/payments' },
  buyAgain: { method: 'post', path: '/orders/{number}/buy-again' },
  claimOrder: { method: 'post', path: '/orders/{number}/claim' },
  sandboxPayments: { method: 'get', path: '/sandbox/payments/' },
  sandboxPay: { method: 'post', path: '/sandbox/payments/{number}' },
  signUp: { method: 'post', path: '/account' },
  confirmSignUp: { method: 'post', path: '/account/confirm' },
  account: { method: 'get', path: '/account' },
  updateAccount: { method: 'patch', path: '/account' },
  pointsHistory: { method: 'get', path: '/account/points' },
  bagRewards: { method: 'get', path: '/cart/beauty-pass-offers/' },
  addBagReward: { method: 'post', path: '/cart/beauty-pass-offers/' },
  removeBagReward: { method: 'delete', path: '/cart/beauty-pass-offers/{id}' },
  addresses: { method: 'get', path: '/account/addresses' },
  addAddress: { method: 'post', path: '/account/addresses' },
  updateAddress: { method: 'patch', path: '/account/addresses/{id}' },
  deleteAddress: { method: 'delete', path: '/account/addresses/{id}' },
  token: { method: 'post', path: '/auth/token' },
  verifyToken: { method: 'post', path: '/auth/token/verify/' },
  signOut: { method: 'delete', path: '/sessions' },
  socialSignIn: { method: 'post', path: '/auth/social' },
  forgotPassword: { method: 'post', path: '/account/password/forgot' },
  resetPassword: { method: 'post', path: '/account/password/reset' },
  changePassword: { method: 'patch', path: '/account/password' },
  unlock: { method: 'post', path: '/account/unlock' },
  openApiDocument: { method: 'get', path: '/openapi.json' },
});

/** The operations the browser calls: the only ones its bundle carries (./client.ts). */
export type BrowserOperationName = keyof typeof browserOperations;
/** Every operation: the browser's and the server's own (./server-operations.ts). */
export type OperationName = BrowserOperationName | keyof typeof serverOperations;

/** A query as it travels: text for each field the schema knows (absent when undefined). */
type WireQuery<S extends z.ZodType> = { [K in keyof z.input<S>]?: string | undefined };
/** Path parameters: each `{name}` of the template, digits or text. */
type WireParams<S extends z.ZodType> = { [K in keyof z.input<S>]: string | number };
/**
 * The header of a bag change: one key per shopper action, the same on each retry of it, so a
 * change the network lost and the query layer sent again is made once (worker/api/cart.ts).
 */
type ChangeHeaders = { 'Idempotency-Key': string };

/**
 * The generated OpenAPI document, as far as a reader of it (the /swagger page) relies on it.
 * Not a `createRoute` operation: the worker writes it from all of them.
 */
export interface OpenApiDocument {
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<
    string,
    Record<
      string,
      {
        summary: string;
        parameters?: { name: string; in: string; required: boolean }[];
        responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
      }
    >
  >;
}

/** What each operation takes and answers; a key absent here is one it does not take. */
export interface OperationTypes {
  layout: { query: WireQuery<typeof LayoutQuerySchema>; response: z.infer<typeof LayoutSchema> };
  contentPage: {
    query: WireQuery<typeof ContentQuerySchema>;
    response: z.infer<typeof ContentPageSchema>;
  };
  brands: { response: z.infer<typeof BrandListSchema> };
  user: { response: z.infer<typeof UserSchema> };
  variants: {
    query: WireQuery<typeof ListingQuerySchema>;
    response: z.infer<typeof ListingPageSchema>;
  };
  productFilters: {
    query: WireQuery<typeof ListingQuerySchema>;
    response: z.infer<typeof ListingFacetsSchema>;
  };
  categories: { response: z.infer<typeof CategoryTreeSchema> };
  search: {
    query: WireQuery<typeof ListingQuerySchema>;
    response: z.infer<typeof ListingPageSchema>;
  };
  featuredProducts: {
    body: z.input<typeof FeaturedQuerySchema>;
    response: z.infer<typeof FeaturedProductsSchema>;
  };
  popularQueries: {
    query: WireQuery<typeof PopularQueriesQuerySchema>;
    response: z.infer<typeof PopularQueriesSchema>;
  };
  searchDropdown: {
    query: WireQuery<typeof SearchDropdownQuerySchema>;
    response: z.infer<typeof SearchDropdownSchema>;
  };
  productBySlug: { params: { slug: string }; response: z.infer<typeof ProductDetailSchema> };
  wishlist: { response: z.infer<typeof WishlistSchema> };
  setWished: {
    body: z.input<typeof WishlistUpdateSchema>;
    response: z.infer<typeof WishlistSchema>;
  };
  waitlist: { response: z.infer<typeof WaitlistSchema> };
  setWaitlisted: {
    params: WireParams<typeof WaitlistPathSchema>;
    body: z.input<typeof WaitlistUpdateSchema>;
    response: z.infer<typeof WaitlistSchema>;
  };
  reminders: { response: z.infer<typeof RemindersSchema> };
  subscribeReminder: {
    body: z.input<typeof ReminderSubscribeSchema>;
    response: z.infer<typeof RemindersSchema>;
  };
  bagCount: { response: z.infer<typeof BagCountSchema> };
  cart: { response: z.infer<typeof PricedBagSchema> };
  miniBag: { response: z.infer<typeof MiniBagSchema> };
  setLineQuantity: {
    headers: ChangeHeaders;
    params: WireParams<typeof LinePathSchema>;
    body: z.input<typeof LineQuantitySchema>;
    response: z.infer<typeof PricedBagSchema>;
  };
  removeLine: {
    headers: ChangeHeaders;
    params: WireParams<typeof LinePathSchema>;
    response: z.infer<typeof PricedBagSchema>;
  };
  moveLineToWishlist: {
    headers: ChangeHeaders;
    body: z.input<typeof WishlistMoveSchema>;
    response: z.infer<typeof PricedBagSchema>;
  };
  applyCoupon: {
    headers: ChangeHeaders;
    body: z.input<typeof CouponSchema>;
    response: z.infer<typeof PricedBagSchema>;
  };
  removeCoupon: {
    headers: ChangeHeaders;
    params: WireParams<typeof CouponPathSchema>;
    response: z.infer<typeof PricedBagSchema>;
  };
  cartOffers: { response: z.infer<typeof OffersSchema> };
  cartSamples: { response: z.infer<typeof SamplesSchema> };
  chooseSamples: {
    headers: ChangeHeaders;
    body: z.input<typeof SampleChoiceSchema>;
    response: z.infer<typeof PricedBagSchema>;
  };
  bundles: { response: z.infer<typeof BundlesSchema> };
  addBundle: {
    headers: ChangeHeaders;
    body: z.input<typeof BundleAddSchema>;
    response: z.infer<typeof PricedBagSchema>;
  };
  previewBagChange: {
    body: z.input<typeof PreviewChangeSchema>;
    response: z.infer<typeof PreviewSchema>;
  };
  giftOffer: {
    params: WireParams<typeof GiftOfferPathSchema>;
    response: z.infer<typeof GiftOfferSchema>;
  };
  chooseGifts: {
    headers: ChangeHeaders;
    params: WireParams<typeof GiftOfferPathSchema>;
    body: z.input<typeof GiftChoiceSchema>;
    response: z.infer<typeof PricedBagSchema>;
  };
  storeLocations: {
    query: WireQuery<typeof StoreListQuerySchema>;
    response: z.infer<typeof StoreListSchema>;
  };
  storeLocation: {
    params: WireParams<typeof StorePathSchema>;
    response: z.infer<typeof StoreSchema>;
  };
  checkout: {
    query: WireQuery<typeof CheckoutQuerySchema>;
    response: z.infer<typeof CheckoutSchema>;
  };
  placeOrder: {
    headers: ChangeHeaders;
    body: z.input<typeof PlaceOrderSchema>;
    response: z.infer<typeof OrderAnswerSchema>;
  };
  orders: {
    query: WireQuery<typeof OrderListQuerySchema>;
    response: z.infer<typeof OrderListSchema>;
  };
  enquirePayment: {
    body: z.input<typeof EnquirePaymentSchema>;
    response: z.infer<typeof OrderAnswerSchema>;
  };
  order: {
    params: WireParams<typeof OrderPathSchema>;
    response: z.infer<typeof OrderAnswerSchema>;
  };
  retryPayment: {
    headers: ChangeHeaders;
    params: WireParams<typeof OrderPathSchema>;
    body: z.input<typeof RetryPaymentSchema>;
    response: z.infer<typeof OrderAnswerSchema>;
  };
  buyAgain: {
    headers: ChangeHeaders;
    params: WireParams<typeof OrderPathSchema>;
    body: z.input<typeof BuyAgainSchema>;
    response: z.infer<typeof PricedBagSchema>;
  };
  claimOrder: {
    params: WireParams<typeof OrderPathSchema>;
    body: z.input<typeof BuyAgainSchema>;
    response: z.infer<typeof OrderAnswerSchema>;
  };
  paymentCallback: {
    body: z.input<typeof PaymentEventSchema>;
    response: z.infer<typeof CallbackAnswerSchema>;
  };
  sandboxPayments: { response: z.infer<typeof SandboxPaymentsSchema> };
  sandboxPay: {
    params: WireParams<typeof OrderPathSchema>;
    body: z.input<typeof SandboxPaymentSchema>;
    response: { events: number };
  };
  sandboxFulfil: {
    params: WireParams<typeof OrderPathSchema>;
    body: z.input<typeof FulfilmentStepSchema>;
    response: z.infer<typeof OrderAnswerSchema>;
  };
  sandboxRefund: {
    params: WireParams<typeof OrderPathSchema>;
    body: z.input<typeof SandboxRefundSchema>;
    response: z.infer<typeof SandboxRefundAnswerSchema>;
  };
  sandboxPoints: {
    params: WireParams<typeof SandboxUserPathSchema>;
    body: z.input<typeof SandboxPointsSchema>;
    response: z.infer<typeof AccountDetailSchema>;
  };
  sandboxClock: {
    params: WireParams<typeof SandboxUserPathSchema>;
    body: z.input<typeof SandboxClockSchema>;
    response: z.infer<typeof AccountDetailSchema>;
  };
  sandboxBeautyPassJob: {
    body: z.input<typeof SandboxJobSchema>;
    response: z.infer<typeof SandboxJobAnswerSchema>;
  };
  addToBag: {
    body: z.input<typeof BagLineAddSchema>;
    response: z.infer<typeof BagLineAddedSchema>;
  };
  signUp: { body: z.input<typeof SignUpSchema>; response: z.infer<typeof SignUpAnswerSchema> };
  confirmSignUp: {
    body: z.input<typeof ConfirmSignUpSchema>;
    response: z.infer<typeof ConfirmedSignUpSchema>;
  };
  account: { response: z.infer<typeof AccountDetailSchema> };
  updateAccount: {
    body: z.input<typeof AccountPatchSchema>;
    response: z.infer<typeof AccountDetailSchema>;
  };
  pointsHistory: {
    query: WireQuery<typeof PointsHistoryQuerySchema>;
    response: z.infer<typeof PointsHistorySchema>;
  };
  rewards: { response: z.infer<typeof RewardsSchema> };
  redeemReward: {
    body: z.input<typeof RewardAddSchema>;
    response: z.infer<typeof PricedBagSchema>;
  };
  bagRewards: { response: z.infer<typeof RewardsSchema> };
  addBagReward: {
    body: z.input<typeof RewardAddSchema>;
    response: z.infer<typeof PricedBagSchema>;
  };
  removeBagReward: {
    params: WireParams<typeof RewardPathSchema>;
    response: z.infer<typeof PricedBagSchema>;
  };
  addresses: { response: z.infer<typeof AddressesSchema> };
  addAddress: {
    body: z.input<typeof AddressAddSchema>;
    response: z.infer<typeof AddressesSchema>;
  };
  updateAddress: {
    params: WireParams<typeof AddressPathSchema>;
    body: z.input<typeof AddressPatchSchema>;
    response: z.infer<typeof AddressesSchema>;
  };
  deleteAddress: {
    params: WireParams<typeof AddressPathSchema>;
    response: z.infer<typeof AddressesSchema>;
  };
  token: { body: z.input<typeof TokenRequestSchema>; response: z.infer<typeof TokenAnswerSchema> };
  verifyToken: {
    body: z.input<typeof TokenVerifySchema>;
    response: z.infer<typeof TokenVerifiedSchema>;
  };
  signOut: {
    query: WireQuery<typeof SignOutQuerySchema>;
    response: z.infer<typeof SignedOutSchema>;
  };
  forgotPassword: {
    body: z.input<typeof ForgotPasswordSchema>;
    response: z.infer<typeof AccountNoticeSchema>;
  };
  resetPassword: {
    body: z.input<typeof ResetPasswordSchema>;
    response: z.infer<typeof AccountNoticeSchema>;
  };
  changePassword: {
    body: z.input<typeof ChangePasswordSchema>;
    response: z.infer<typeof TokenAnswerSchema>;
  };
  unlock: { body: z.input<typeof UnlockSchema>; response: z.infer<typeof AccountNoticeSchema> };
  sandboxUsers: { response: z.infer<typeof SandboxUsersSchema> };
  createSandboxUser: {
    body: z.input<typeof SandboxUserSchema>;
    response: z.infer<typeof AccountSchema>;
  };
  sandboxUser: {
    params: WireParams<typeof SandboxUserPathSchema>;
    response: z.infer<typeof AccountSchema>;
  };
  patchSandboxUser: {
    params: WireParams<typeof SandboxUserPathSchema>;
    body: z.input<typeof SandboxUserPatchSchema>;
    response: z.infer<typeof AccountSchema>;
  };
  deleteSandboxUser: {
    params: WireParams<typeof SandboxUserPathSchema>;
    response: z.infer<typeof SandboxDeletedSchema>;
  };
  socialSignIn: {
    body: z.input<typeof SocialSignInSchema>;
    response: z.infer<typeof TokenAnswerSchema>;
  };
  openApiDocument: { response: OpenApiDocument };
}

/** The answer of an operation. */
export type OperationResponse<N extends OperationName> = OperationTypes[N]['response'];

/** What a call of an operation passes: its params, query and body, as the table says. */
export type OperationInput<N extends OperationName> = Omit<OperationTypes[N], 'response'>;
