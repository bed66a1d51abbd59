import { ApiRequestError } from '../../api/client';
import { ADDRESS_FIELDS } from '../../lib/address-fields';
import type { Translate } from '../../lib/i18n';
import type { FieldErrors } from './check-form';
import { CONTACT_FIELDS } from './draft';

/** The fields of the form an API refusal may name, by their names in the API. */
const FORM_FIELDS: ReadonlySet<string> = new Set([
  ...CONTACT_FIELDS.map((field) => `contact.${field}`),
  ...ADDRESS_FIELDS.map((field) => `delivery.address.${field}`),
  'delivery.kind',
  'delivery.storeId',
  'paymentMethod',
  'card.number',
  'card.expMonth',
  'card.expYear',
  'card.cvc',
  'card.name',
]);

/**
 * Refusals after which what the page shows is no longer the bag as it is: the checkout answer is
 * asked again, so the new total, the line problems or the dropped code are shown before the
 * shopper places the order again.
 */
const REFRESH: ReadonlySet<string> = new Set([
  'TOTAL_CHANGED',
  'BAG_PROBLEMS',
  'PROMOTION_INVALID',
  'BAG_CHANGED',
  'BAG_EMPTY',
  'COLLECT_ONLY',
]);

export interface Refusal {
  /** What the alert says: the API's message (in the page's language), or ours. */
  message: string;
  /** The API's message again by each field it names that the form has. */
  fields: FieldErrors;
  /** Whether to ask for the checkout answer again. */
  refresh: boolean;
  /**
   * Whether trying again is the same attempt, with the same Idempotency-Key: the answer was lost
   * (offline, a fault of ours) or the first request is still being worked on (IN_FLIGHT). The
   * API then answers the order that attempt placed, if it did, and never places a second.
   */
  sameAttempt: boolean;
}

/** A failed placement as the page shows it. */
export function readRefusal(error: unknown, t: Translate): Refusal {
  if (!(error instanceof ApiRequestError))
    return {
      message: t('checkoutPage.errors.network'),
      fields: {},
      refresh: false,
      sameAttempt: true,
    };
  if (!error.body || error.status >= 500)
    return { message: t('errors.server'), fields: {}, refresh: false, sameAttempt: true };
  const { message, data } = error.body;
  const fields: FieldErrors = {};
  // A schema failure's issues are the validator's own words (English); its message is translated.
  const issues = data.code === 'VALIDATION_FAILED' ? [] : (data.issues ?? []);
  for (const issue of issues)
    if (FORM_FIELDS.has(issue.field)) fields[issue.field] ??= issue.message;
  if (data.field && FORM_FIELDS.has(data.field)) fields[data.field] ??= message;
  return {
    message,
    fields,
    refresh: REFRESH.has(data.code),
    sameAttempt: data.code === 'IN_FLIGHT',
  };
}
