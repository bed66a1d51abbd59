import type { Context } from 'hono';
import type { CardInput } from '../../client/api/order-contract';
import { problemMessage, problemWords } from '../../client/lib/address-fields';
import { formatMoney } from '../../client/lib/format';
import type { PaymentMethod } from '../../client/lib/orders/payment-methods';
import { SITES, type Country } from '../../client/lib/sites';
import type { AppEnv } from '../env';
import { checkRequest, type PlacementRefusal } from '../orders/placement-rules';
import { explainerFor } from '../bag/explain';
import { HttpError } from './errors';

/**
 * A refused placement as the API answers it: the status, a stable code, the field where there
 * is one, and the message in the request's language with its figures (the new total when the
 * bag changed). 409 when the bag or the order's state is not what the shopper saw (read it
 * again), 422 when the request itself cannot be placed.
 */
export function refusePlacement(refusal: PlacementRefusal, c: Context<AppEnv>): HttpError {
  const site = c.get('site');
  const currency = SITES[site.country].currency;
  const money = (minor: number) => formatMoney(minor, currency, site.locale);
  const fieldError = (
    status: 409 | 422,
    code: string,
    key: ConstructorParameters<typeof HttpError>[2],
    field?: string,
  ) => new HttpError(status, code, key, field ? { field } : {});
  switch (refusal.code) {
    case 'method_unavailable':
      return fieldError(
        422,
        'METHOD_UNAVAILABLE',
        'orderRules.refusals.methodUnavailable',
        refusal.field,
      );
    case 'card_required':
      return fieldError(422, 'CARD_REQUIRED', 'orderRules.refusals.cardRequired', refusal.field);
    case 'card_not_allowed':
      return fieldError(
        422,
        'CARD_NOT_ALLOWED',
        'orderRules.refusals.cardNotAllowed',
        refusal.field,
      );
    case 'card_expired':
      return fieldError(422, 'CARD_EXPIRED', 'orderRules.refusals.cardExpired', refusal.field);
    case 'address_required':
      return fieldError(
        422,
        'ADDRESS_REQUIRED',
        'orderRules.refusals.addressRequired',
        refusal.field,
      );
    case 'address_invalid': {
      const [first] = refusal.problems;
      const { key, params } = problemWords(first, site.t);
      return new HttpError(422, 'ADDRESS_INVALID', key, {
        field: `delivery.address.${first.field}`,
        params,
        issues: refusal.problems.map((problem) => ({
          field: `delivery.address.${problem.field}`,
          message: problemMessage(problem, site.t),
        })),
      });
    }
    case 'store_required':
      return fieldError(422, 'STORE_REQUIRED', 'orderRules.refusals.storeRequired', refusal.field);
    case 'store_unavailable':
      return fieldError(
        422,
        'STORE_UNAVAILABLE',
        'orderRules.refusals.storeUnavailable',
        refusal.field,
      );
    case 'collect_only':
      return fieldError(422, 'COLLECT_ONLY', 'orderRules.refusals.collectOnly', refusal.field);
    case 'bag_empty':
      return fieldError(409, 'BAG_EMPTY', 'orderRules.refusals.bagEmpty');
    case 'bag_problems':
      return new HttpError(409, 'BAG_PROBLEMS', 'orderRules.refusals.bagProblems', {
        data: { lineIds: [...refusal.lineIds], total: String(refusal.total) },
      });
    case 'promotion_invalid': {
      const explain = explainerFor({ ...site, currency });
      const reasons = refusal.reasons.map((reason) => explain.reason(reason, {}));
      return new HttpError(409, 'PROMOTION_INVALID', 'orderRules.refusals.promotionInvalid', {
        field: 'code',
        data: {
          reasons: reasons.map((reason) => reason.message),
          reasonCodes: reasons.map((reason) => reason.code),
          total: String(refusal.total),
        },
      });
    }
    case 'total_changed':
      return new HttpError(409, 'TOTAL_CHANGED', 'orderRules.refusals.totalChanged', {
        field: 'expectedTotal',
        params: { total: money(refusal.total) },
        data: { total: String(refusal.total) },
      });
    case 'key_reused':
      return fieldError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'orderRules.refusals.keyReused',
        'Idempotency-Key',
      );
    case 'in_flight':
      return fieldError(409, 'IN_FLIGHT', 'orderRules.refusals.inFlight');
    case 'bag_changed':
      return fieldError(409, 'BAG_CHANGED', 'orderRules.refusals.bagChanged');
  }
}

/** The checks of a payment retry: a method of the site, and a card only (and always) for card. */
refusePlacement.forRetry = (
  body: { paymentMethod: PaymentMethod; card?: CardInput },
  country: Country,
  now: Date,
): PlacementRefusal | null => {
  const checked = checkRequest({
    country,
    method: body.paymentMethod,
    card: body.card,
    kind: 'click_and_collect',
    storeOk: true,
    storeId: 0,
    now,
  });
  return 'refusal' in checked ? checked.refusal : null;
};
