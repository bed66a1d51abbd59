import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MessageKey, Translate } from '../../client/lib/i18n';
import { MAX_ADDRESSES } from '../../client/lib/address-fields';
import type { AddOutcome as AddressAddOutcome, ChangeOutcome } from '../accounts/addresses';
import type { AddOutcome, AddRejection } from '../bag/add-to-bag';
import type { ChangeRefusal } from '../bag/changes';
import type { Explainer } from '../bag/explain';
import type { ReminderOutcome, setWished, WaitlistOutcome } from '../shoppers/lists';
import { HttpError } from './errors';

/**
 * What each refused outcome of a change answers (tables, not `switch` chains). Each
 * table is a `Record` over every code of its union but `ok`: a new outcome code fails the
 * typecheck until it is given a status, a code and a message here.
 */
interface Refusal {
  status: ContentfulStatusCode;
  code: string;
  messageKey: MessageKey;
  /** The request field the refusal is about, when there is one. */
  field?: string;
}

type Refusals<Outcome extends string> = Record<Exclude<Outcome, 'ok'>, Refusal>;

function refusal(entry: Refusal, params?: Record<string, string>): HttpError {
  return new HttpError(entry.status, entry.code, entry.messageKey, { field: entry.field, params });
}

/** Throws the HTTP error of a refused outcome; `ok` passes. */
function refuseUnlessOk<Outcome extends string>(
  table: Refusals<Outcome>,
  outcome: Outcome,
  params?: Record<string, string>,
): void {
  if (outcome === 'ok') return;
  throw refusal(table[outcome as Exclude<Outcome, 'ok'>], params);
}

const LIST_FULL: Refusal = { status: 409, code: 'LIST_FULL', messageKey: 'wishlist.listFull' };
const NOT_SOLD_HERE: Refusal = {
  status: 409,
  code: 'NOT_AVAILABLE_IN_COUNTRY',
  messageKey: 'product.unavailable',
};

type WishOutcome = Awaited<ReturnType<typeof setWished>>;

export const WISH_REFUSALS: Refusals<WishOutcome> = {
  unknown: { status: 404, code: 'NOT_FOUND', messageKey: 'errors.notFound', field: 'productId' },
  full: LIST_FULL,
};

export const WAITLIST_REFUSALS: Refusals<WaitlistOutcome> = {
  unknown: { status: 404, code: 'NOT_FOUND', messageKey: 'errors.notFound', field: 'variantId' },
  unavailable: NOT_SOLD_HERE,
  in_stock: { status: 409, code: 'IN_STOCK', messageKey: 'product.errors.waitlistInStock' },
  sold_out: { status: 409, code: 'SOLD_OUT', messageKey: 'product.errors.waitlistSoldOut' },
  full: LIST_FULL,
};

export const REMINDER_REFUSALS: Refusals<ReminderOutcome> = {
  unknown: { status: 404, code: 'NOT_FOUND', messageKey: 'errors.notFound', field: 'productId' },
  unavailable: NOT_SOLD_HERE,
  launched: { status: 409, code: 'ALREADY_LAUNCHED', messageKey: 'product.errors.noLaunch' },
  full: LIST_FULL,
};

const NO_ADDRESS: Refusal = {
  status: 404,
  code: 'NOT_FOUND',
  messageKey: 'addressErrors.notFound',
};

/** A refused add of an address (`replayed` answers like `ok`). */
export const ADDRESS_ADD_REFUSALS: Refusals<Exclude<AddressAddOutcome, 'replayed'>> = {
  full: { status: 409, code: 'ADDRESS_LIMIT', messageKey: 'addressErrors.full' },
  key_reused: {
    status: 422,
    code: 'IDEMPOTENCY_KEY_REUSED',
    messageKey: 'addressErrors.keyReused',
    field: 'idempotencyKey',
  },
};

/** A refused change or delete of an address: not the member's (or gone), or changed meanwhile. */
export const ADDRESS_CHANGE_REFUSALS: Refusals<ChangeOutcome> = {
  unknown: NO_ADDRESS,
  conflict: { status: 409, code: 'ADDRESS_CHANGED', messageKey: 'addressErrors.changed' },
};

export const refuseAddressAdd = (outcome: AddressAddOutcome) =>
  refuseUnlessOk(ADDRESS_ADD_REFUSALS, outcome === 'replayed' ? 'ok' : outcome, {
    max: String(MAX_ADDRESSES),
  });
/** The 404 of an address that is not the member's (or is gone): it never says which. */
export const addressNotFound = () => refusal(ADDRESS_CHANGE_REFUSALS.unknown);
export const refuseAddressChange = (outcome: ChangeOutcome) =>
  refuseUnlessOk(ADDRESS_CHANGE_REFUSALS, outcome);

export const refuseWish = (outcome: WishOutcome) => refuseUnlessOk(WISH_REFUSALS, outcome);
export const refuseWaitlist = (outcome: WaitlistOutcome) =>
  refuseUnlessOk(WAITLIST_REFUSALS, outcome);
export const refuseReminder = (outcome: ReminderOutcome) =>
  refuseUnlessOk(REMINDER_REFUSALS, outcome);

/** A refused add to the bag, with the figures its message names (translated). */
type RejectionCode = AddRejection['code'];
type AddRefusal<C extends RejectionCode> = Refusal & {
  params?: (rejection: Extract<AddRejection, { code: C }>, t: Translate) => Record<string, string>;
};

export const ADD_REJECTIONS: { [C in RejectionCode]: AddRefusal<C> } = {
  NOT_AVAILABLE_IN_COUNTRY: NOT_SOLD_HERE,
  NOT_LAUNCHED: { status: 409, code: 'NOT_LAUNCHED', messageKey: 'bag.errors.notLaunched' },
  PRIORITY_ACCESS: {
    status: 409,
    code: 'PRIORITY_ACCESS',
    messageKey: 'bag.errors.priorityOnly',
    params: (rejection, t) => ({ tier: t(`product.tiers.${rejection.tier}`) }),
  },
  SOLD_OUT: { status: 409, code: 'SOLD_OUT', messageKey: 'bag.errors.soldOut' },
  MAX_QUANTITY: {
    status: 409,
    code: 'MAX_QUANTITY',
    messageKey: 'bag.errors.maxQuantity',
    params: (rejection) => ({ max: String(rejection.max) }),
  },
  VARIANT_LIMIT: {
    status: 409,
    code: 'VARIANT_LIMIT',
    messageKey: 'bag.errors.variantLimit',
    params: (rejection) => ({ limit: String(rejection.limit) }),
  },
  NOT_ENOUGH_STOCK: {
    status: 409,
    code: 'NOT_ENOUGH_STOCK',
    messageKey: 'bag.errors.notEnoughStock',
    params: (rejection) => ({ stock: String(rejection.stock) }),
  },
  BRAND_LIMIT: {
    status: 409,
    code: 'BRAND_LIMIT',
    messageKey: 'bag.errors.brandLimit',
    params: (rejection) => ({ limit: String(rejection.limit), brand: rejection.brand }),
  },
};

export function rejectionError<C extends RejectionCode>(
  rejection: Extract<AddRejection, { code: C }>,
  t: Translate,
): HttpError {
  const entry: AddRefusal<C> = ADD_REJECTIONS[rejection.code];
  return refusal(entry, entry.params?.(rejection, t));
}

/** The refusals of an add that are not about the bag's rules. */
export const ADD_REFUSALS: Refusals<
  Exclude<AddOutcome['kind'], 'added' | 'replayed' | 'rejected'>
> = {
  unknown: { status: 404, code: 'NOT_FOUND', messageKey: 'errors.notFound', field: 'variantId' },
  key_reused: {
    status: 422,
    code: 'IDEMPOTENCY_KEY_REUSED',
    messageKey: 'bag.errors.keyReused',
    field: 'idempotencyKey',
  },
};

/** The line an add answers, or the HTTP error of a refused one. */
export function addedOrRefused(
  outcome: AddOutcome,
  t: Translate,
): Extract<AddOutcome, { kind: 'added' | 'replayed' }> {
  if (outcome.kind === 'added' || outcome.kind === 'replayed') return outcome;
  if (outcome.kind === 'rejected') throw rejectionError(outcome.rejection, t);
  throw refusal(ADD_REFUSALS[outcome.kind]);
}

/**
 * A refused bag change (worker/bag/changes.ts) as its HTTP error: the status, the code, the
 * field it is about, and the message in the request's language. A refused code or gift offer
 * carries every failing reason (`data.reasons`, with `data.reasonCodes`), each in words with its
 * figures, under the message "Sorry, the promotion is invalid".
 */
export function refuseBagChange(
  refusal: ChangeRefusal,
  explain: Explainer,
  t: Translate,
): HttpError {
  const error = (
    status: ContentfulStatusCode,
    code: string,
    messageKey: ConstructorParameters<typeof HttpError>[2],
    field: string,
    params?: Record<string, string>,
  ) => new HttpError(status, code, messageKey, { field, params });
  switch (refusal.code) {
    case 'line_not_found':
      return error(404, 'NOT_FOUND', 'bagRules.refusals.lineNotFound', 'id');
    case 'limit':
      return rejectionError(refusal.rejection, t);
    case 'promotion_invalid': {
      const reasons = refusal.reasons.map((reason) =>
        explain.reason(reason, { applied: refusal.appliedCode }),
      );
      return new HttpError(422, 'PROMOTION_INVALID', 'bagRules.promoInvalid', {
        field: 'code',
        data: {
          reasons: reasons.map((reason) => reason.message),
          reasonCodes: reasons.map((reason) => reason.code),
        },
      });
    }
    case 'promotion_not_applied':
      return error(404, 'NOT_FOUND', 'bagRules.refusals.promotionNotApplied', 'id');
    case 'sample_not_found':
      return error(404, 'NOT_FOUND', 'bagRules.refusals.sampleNotFound', 'samples');
    case 'samples_unavailable':
      return error(409, 'SAMPLES_UNAVAILABLE', 'bagRules.refusals.samplesUnavailable', 'samples');
    case 'too_many_samples':
      return error(422, 'TOO_MANY_SAMPLES', 'bagRules.refusals.tooManySamples', 'samples', {
        max: String(refusal.max),
      });
    case 'offer_not_found':
      return error(404, 'OFFER_NOT_FOUND', 'bagRules.refusals.offerNotFound', 'id');
    case 'offer_inactive': {
      const reasons = refusal.reasons.map((reason) => explain.reason(reason));
      return new HttpError(422, 'OFFER_INACTIVE', 'bagRules.refusals.offerInactive', {
        field: 'gifts',
        data: {
          reasons: reasons.map((reason) => reason.message),
          reasonCodes: reasons.map((reason) => reason.code),
        },
      });
    }
    case 'too_many_gifts':
      return error(422, 'TOO_MANY_GIFTS', 'bagRules.refusals.tooManyGifts', 'gifts', {
        max: String(refusal.max),
      });
    case 'gift_unavailable':
      return error(409, 'GIFT_UNAVAILABLE', 'bagRules.refusals.giftUnavailable', 'gifts');
    case 'bundle_not_found':
      return error(404, 'NOT_FOUND', 'bagRules.refusals.bundleNotFound', 'bundleId');
    case 'bundle_line':
      return error(409, 'BUNDLE_LINE', 'bagRules.refusals.bundleLine', 'id');
    case 'wishlist_full':
      return error(409, 'LIST_FULL', 'bagRules.refusals.wishlistFull', 'id');
    case 'key_reused':
      return error(422, 'IDEMPOTENCY_KEY_REUSED', 'bag.errors.keyReused', 'idempotencyKey');
  }
}
