import { afterEach, expect } from 'vitest';
import { z } from 'zod';
import {
  AccountNoticeSchema,
  AccountSchema,
  SandboxDeletedSchema,
  SandboxUsersSchema,
  SignedOutSchema,
  TokenAnswerSchema,
  SignUpAnswerSchema,
  ConfirmedSignUpSchema,
  TokenVerifiedSchema,
} from '../../client/api/account-contract';
import { AddressesSchema } from '../../client/api/address-contract';
import {
  AccountDetailSchema,
  PointsHistorySchema,
  RewardsSchema,
  SandboxJobAnswerSchema,
  SandboxRefundAnswerSchema,
} from '../../client/api/beauty-pass-contract';
import {
  CallbackAnswerSchema,
  CheckoutSchema,
  OrderAnswerSchema,
  OrderListSchema,
  SandboxPaymentsSchema,
} from '../../client/api/order-contract';
import {
  BundlesSchema,
  GiftOfferSchema,
  MiniBagSchema,
  OffersSchema,
  PreviewSchema,
  PricedBagSchema,
  SamplesSchema,
} from '../../client/api/bag-contract';
import {
  CategoryTreeSchema,
  FeaturedProductsSchema,
  ListingFacetsSchema,
  ListingPageSchema,
  ProductDetailSchema,
} from '../../client/api/catalogue-contract';
import {
  ApiErrorSchema,
  BrandListSchema,
  ContentPageSchema,
  LayoutSchema,
  UserSchema,
} from '../../client/api/contract';
import { operations } from '../../client/api/all-operations';
import type { OperationName } from '../../client/api/operations';
import { PopularQueriesSchema, SearchDropdownSchema } from '../../client/api/search-contract';
import {
  BagCountSchema,
  BagLineAddedSchema,
  RemindersSchema,
  WaitlistSchema,
  WishlistSchema,
} from '../../client/api/shopper-contract';
import { StoreListSchema, StoreSchema } from '../../client/api/store-contract';

/**
 * What a component test may script the API to answer: each operation's answer schema, the same
 * the worker's definitions declare (a Record over every operation: a new one fails the
 * typecheck here until its answer is named). A scripted answer that the real API could not
 * give fails the test, and so does a request nobody scripted (it used to get `{}`).
 */
const ANSWERS: Record<OperationName, z.ZodType> = {
  layout: LayoutSchema,
  contentPage: ContentPageSchema,
  brands: BrandListSchema,
  user: UserSchema,
  variants: ListingPageSchema,
  productFilters: ListingFacetsSchema,
  categories: CategoryTreeSchema,
  search: ListingPageSchema,
  featuredProducts: FeaturedProductsSchema,
  popularQueries: PopularQueriesSchema,
  searchDropdown: SearchDropdownSchema,
  productBySlug: ProductDetailSchema,
  wishlist: WishlistSchema,
  setWished: WishlistSchema,
  waitlist: WaitlistSchema,
  setWaitlisted: WaitlistSchema,
  reminders: RemindersSchema,
  subscribeReminder: RemindersSchema,
  bagCount: BagCountSchema,
  addToBag: BagLineAddedSchema,
  cart: PricedBagSchema,
  miniBag: MiniBagSchema,
  setLineQuantity: PricedBagSchema,
  removeLine: PricedBagSchema,
  moveLineToWishlist: PricedBagSchema,
  applyCoupon: PricedBagSchema,
  removeCoupon: PricedBagSchema,
  cartOffers: OffersSchema,
  cartSamples: SamplesSchema,
  chooseSamples: PricedBagSchema,
  bundles: BundlesSchema,
  addBundle: PricedBagSchema,
  previewBagChange: PreviewSchema,
  giftOffer: GiftOfferSchema,
  chooseGifts: PricedBagSchema,
  storeLocations: StoreListSchema,
  storeLocation: StoreSchema,
  checkout: CheckoutSchema,
  placeOrder: OrderAnswerSchema,
  orders: OrderListSchema,
  enquirePayment: OrderAnswerSchema,
  order: OrderAnswerSchema,
  retryPayment: OrderAnswerSchema,
  buyAgain: PricedBagSchema,
  claimOrder: OrderAnswerSchema,
  paymentCallback: CallbackAnswerSchema,
  sandboxPayments: SandboxPaymentsSchema,
  sandboxPay: z.object({ events: z.number().int() }),
  sandboxFulfil: OrderAnswerSchema,
  signUp: SignUpAnswerSchema,
  confirmSignUp: ConfirmedSignUpSchema,
  account: AccountDetailSchema,
  updateAccount: AccountDetailSchema,
  pointsHistory: PointsHistorySchema,
  rewards: RewardsSchema,
  redeemReward: PricedBagSchema,
  bagRewards: RewardsSchema,
  addBagReward: PricedBagSchema,
  removeBagReward: PricedBagSchema,
  sandboxRefund: SandboxRefundAnswerSchema,
  sandboxPoints: AccountDetailSchema,
  sandboxClock: AccountDetailSchema,
  sandboxBeautyPassJob: SandboxJobAnswerSchema,
  addresses: AddressesSchema,
  addAddress: AddressesSchema,
  updateAddress: AddressesSchema,
  deleteAddress: AddressesSchema,
  token: TokenAnswerSchema,
  verifyToken: TokenVerifiedSchema,
  signOut: SignedOutSchema,
  socialSignIn: TokenAnswerSchema,
  forgotPassword: AccountNoticeSchema,
  resetPassword: AccountNoticeSchema,
  changePassword: TokenAnswerSchema,
  unlock: AccountNoticeSchema,
  sandboxUsers: SandboxUsersSchema,
  createSandboxUser: AccountSchema,
  sandboxUser: AccountSchema,
  patchSandboxUser: AccountSchema,
  deleteSandboxUser: SandboxDeletedSchema,
  openApiDocument: z.object({ paths: z.record(z.string(), z.unknown()) }),
};

/** The operation a request is for, by method and path template (trailing slashes aside). */
export function operationOf(method: string, path: string): OperationName | undefined {
  const bare = (value: string) => value.replace(/^\/+|\/+$/g, '');
  const wanted = bare(path).split('/');
  return (Object.keys(operations) as OperationName[]).find((name) => {
    const operation = operations[name];
    if (operation.method !== method.toLowerCase()) return false;
    const template = bare(operation.path).split('/');
    return (
      template.length === wanted.length &&
      template.every((part, i) => part.startsWith('{') || part === wanted[i])
    );
  });
}

const problems: string[] = [];

/** Fails the test after it ends if any scripted answer or request was not one the API has. */
afterEach(() => {
  const found = problems.splice(0);
  expect(found, 'API answers and requests the real API would not give or take').toEqual([]);
});

/** Records a request that no test scripted. */
export function unscripted(method: string, path: string): void {
  problems.push(`unscripted request: ${method} ${path}`);
}

/** Checks a scripted answer against its operation's schema (an error against spec §3's). */
export function checkAnswer(method: string, path: string, status: number, body: unknown): void {
  const name = operationOf(method, path);
  if (!name) {
    problems.push(`no such operation: ${method} ${path}`);
    return;
  }
  const schema = status >= 200 && status < 300 ? ANSWERS[name] : ApiErrorSchema;
  const result = schema.safeParse(body);
  if (!result.success) {
    problems.push(
      `${method} ${path} (${name}) answered ${status} that does not fit its schema: ${result.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  }
}
