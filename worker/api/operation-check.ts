import type { z } from 'zod';
import type { OperationName, OperationTypes } from '../../client/api/operations';
import type { accountRoute, pointsHistoryRoute, signUpRoute, updateAccountRoute } from './account';
import type { confirmSignUpRoute } from './confirm-sign-up';
import type {
  addBagRewardRoute,
  bagRewardsRoute,
  redeemRewardRoute,
  removeBagRewardRoute,
  rewardsRoute,
} from './rewards';
import type {
  sandboxClockRoute,
  sandboxJobRoute,
  sandboxPointsRoute,
  sandboxRefundRoute,
} from './sandbox-beauty-pass';
import type {
  addAddressRoute,
  addressesRoute,
  deleteAddressRoute,
  updateAddressRoute,
} from './addresses';
import type { signOutRoute, tokenRoute, verifyTokenRoute } from './auth';
import type { changeRoute, forgotRoute, resetRoute, unlockRoute } from './password';
import type {
  createSandboxUserRoute,
  deleteSandboxUserRoute,
  patchSandboxUserRoute,
  sandboxUserRoute,
  sandboxUsersRoute,
} from './sandbox-users';
import type { socialRoute } from './social';
import type { storeLocationRoute, storeLocationsRoute } from './stores';
import type { checkoutRoute } from './checkout';
import type {
  buyAgainRoute,
  claimOrderRoute,
  enquirePaymentRoute,
  orderRoute,
  ordersRoute,
  placeOrderRoute,
  retryPaymentRoute,
} from './orders';
import type { paymentCallbackRoute } from './payment-callbacks';
import type { sandboxFulfilRoute, sandboxPayRoute, sandboxPaymentsRoute } from './sandbox-payments';
import type { listBrandsRoute } from './brands';
import type {
  addBundleRoute,
  addToBagRoute,
  bagCountRoute,
  applyCouponRoute,
  bundlesRoute,
  cartOffersRoute,
  cartRoute,
  cartSamplesRoute,
  chooseGiftsRoute,
  chooseSamplesRoute,
  giftOfferRoute,
  miniBagRoute,
  moveLineRoute,
  previewChangeRoute,
  removeCouponRoute,
  removeLineRoute,
  setLineQuantityRoute,
} from './cart';
import type { layoutRoute } from './layouts';
import type {
  categoriesRoute,
  featuredRoute,
  productFiltersRoute,
  searchRoute,
  variantsRoute,
} from './listing';
import type { remindersRoute, subscribeRoute } from './notification-subscription';
import type { contentPageRoute } from './pages';
import type { productRoute } from './products';
import type { popularQueriesRoute, searchDropdownRoute } from './search-dropdown';
import type { userRoute } from './user';
import type { waitlistRoute, waitRoute } from './waitlist';
import type { wishlistRoute, wishRoute } from './wishlist';

/**
 * The type-level half of "defined once" (issue 7): the browser types each call from the
 * operations table (client/api/operations.ts), the worker validates and documents it from its
 * `createRoute` definition (which takes method and path from the same table, route-kit's
 * `endpoint()`). Here each definition's answer schema (every 2xx), JSON body and path
 * parameters must infer to the table's types: a schema changed on one side only fails the
 * typecheck, naming the operation. Nothing here runs.
 */

/** Every operation of the table that is a `createRoute` definition, and its definition. */
interface Routes {
  layout: typeof layoutRoute;
  contentPage: typeof contentPageRoute;
  brands: typeof listBrandsRoute;
  user: typeof userRoute;
  variants: typeof variantsRoute;
  productFilters: typeof productFiltersRoute;
  categories: typeof categoriesRoute;
  search: typeof searchRoute;
  featuredProducts: typeof featuredRoute;
  popularQueries: typeof popularQueriesRoute;
  searchDropdown: typeof searchDropdownRoute;
  productBySlug: typeof productRoute;
  wishlist: typeof wishlistRoute;
  setWished: typeof wishRoute;
  waitlist: typeof waitlistRoute;
  setWaitlisted: typeof waitRoute;
  reminders: typeof remindersRoute;
  subscribeReminder: typeof subscribeRoute;
  bagCount: typeof bagCountRoute;
  addToBag: typeof addToBagRoute;
  cart: typeof cartRoute;
  miniBag: typeof miniBagRoute;
  setLineQuantity: typeof setLineQuantityRoute;
  removeLine: typeof removeLineRoute;
  moveLineToWishlist: typeof moveLineRoute;
  applyCoupon: typeof applyCouponRoute;
  removeCoupon: typeof removeCouponRoute;
  cartOffers: typeof cartOffersRoute;
  cartSamples: typeof cartSamplesRoute;
  chooseSamples: typeof chooseSamplesRoute;
  bundles: typeof bundlesRoute;
  addBundle: typeof addBundleRoute;
  previewBagChange: typeof previewChangeRoute;
  giftOffer: typeof giftOfferRoute;
  chooseGifts: typeof chooseGiftsRoute;
  storeLocations: typeof storeLocationsRoute;
  storeLocation: typeof storeLocationRoute;
  checkout: typeof checkoutRoute;
  placeOrder: typeof placeOrderRoute;
  orders: typeof ordersRoute;
  enquirePayment: typeof enquirePaymentRoute;
  order: typeof orderRoute;
  retryPayment: typeof retryPaymentRoute;
  buyAgain: typeof buyAgainRoute;
  claimOrder: typeof claimOrderRoute;
  paymentCallback: typeof paymentCallbackRoute;
  sandboxPayments: typeof sandboxPaymentsRoute;
  sandboxPay: typeof sandboxPayRoute;
  sandboxFulfil: typeof sandboxFulfilRoute;
  sandboxRefund: typeof sandboxRefundRoute;
  sandboxPoints: typeof sandboxPointsRoute;
  sandboxClock: typeof sandboxClockRoute;
  sandboxBeautyPassJob: typeof sandboxJobRoute;
  signUp: typeof signUpRoute;
  confirmSignUp: typeof confirmSignUpRoute;
  account: typeof accountRoute;
  pointsHistory: typeof pointsHistoryRoute;
  rewards: typeof rewardsRoute;
  redeemReward: typeof redeemRewardRoute;
  bagRewards: typeof bagRewardsRoute;
  addBagReward: typeof addBagRewardRoute;
  removeBagReward: typeof removeBagRewardRoute;
  updateAccount: typeof updateAccountRoute;
  addresses: typeof addressesRoute;
  addAddress: typeof addAddressRoute;
  updateAddress: typeof updateAddressRoute;
  deleteAddress: typeof deleteAddressRoute;
  token: typeof tokenRoute;
  verifyToken: typeof verifyTokenRoute;
  signOut: typeof signOutRoute;
  socialSignIn: typeof socialRoute;
  forgotPassword: typeof forgotRoute;
  resetPassword: typeof resetRoute;
  changePassword: typeof changeRoute;
  unlock: typeof unlockRoute;
  sandboxUsers: typeof sandboxUsersRoute;
  createSandboxUser: typeof createSandboxUserRoute;
  sandboxUser: typeof sandboxUserRoute;
  patchSandboxUser: typeof patchSandboxUserRoute;
  deleteSandboxUser: typeof deleteSandboxUserRoute;
}

/** The one operation of the table the worker writes by hand (from all the others). */
type NotARoute = 'openApiDocument';

type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type JsonSchemaOf<X> = X extends { content: { 'application/json': { schema: infer S } } }
  ? S extends z.ZodType
    ? S
    : never
  : never;

/** What a definition answers with success (each 2xx, united). */
type Answer<R> = R extends { responses: infer Rs }
  ? {
      [K in keyof Rs]: K extends 200 | 201 | 202 | 204 ? z.infer<JsonSchemaOf<Rs[K]>> : never;
    }[keyof Rs]
  : never;
/** Its JSON body as a caller writes it, or `never`. */
type Body<R> = R extends { request: { body: infer B } } ? z.input<JsonSchemaOf<B>> : never;
/** The names of its path parameters, or `never`. */
type Params<R> = R extends { request: { params: infer P extends z.ZodType } }
  ? keyof z.input<P>
  : never;

type Field<T, K extends string> = T extends { [P in K]: infer V } ? V : never;
type Keys<T> = [T] extends [never] ? never : keyof T;

/** The operations whose definition and table entry disagree (`never` when none do). */
type Drift = {
  [N in keyof Routes]: Same<Answer<Routes[N]>, Field<OperationTypes[N], 'response'>> extends true
    ? Same<Body<Routes[N]>, Field<OperationTypes[N], 'body'>> extends true
      ? Same<Params<Routes[N]>, Keys<Field<OperationTypes[N], 'params'>>> extends true
        ? never
        : `${N}: path parameters`
      : `${N}: body`
    : `${N}: answer`;
}[keyof Routes];

/** The table's operations without a definition here (`never` when every one has one). */
type Undefined = Exclude<OperationName, keyof Routes | NotARoute>;

export const operationsMatchTheirRoutes: [Drift | Undefined] extends [never]
  ? true
  : Drift | Undefined = true;
