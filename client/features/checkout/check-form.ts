import { checkAddress, PHONE, problemMessage } from '../../lib/address-fields';
import type { Translate } from '../../lib/i18n';
import type { Country } from '../../lib/sites';
import { cardErrors, type CardValues } from './card';
import { CONTACT_ADDRESS_FIELDS, deliveryAddress, type CheckoutDraft } from './draft';

/** A message per field of the form, keyed by the field's name in the API (`contact.email`). */
export type FieldErrors = Partial<Record<string, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What stops the form from being sent, checked with the API's own rules (the address with the
 * country's, client/lib/address-fields.ts) and said in the page's words, so the shopper hears
 * about every field at once rather than one refusal at a time.
 */
export function checkForm(
  input: { draft: CheckoutDraft; card: CardValues; country: Country; now: Date },
  t: Translate,
): FieldErrors {
  const { draft, card, country, now } = input;
  const errors: FieldErrors = {};
  const { email, firstName, lastName, mobile } = draft.contact;
  if (!EMAIL.test(email.trim())) errors['contact.email'] = t('checkoutPage.errors.email');
  if (!firstName.trim()) errors['contact.firstName'] = t('checkoutPage.errors.firstName');
  if (!lastName.trim()) errors['contact.lastName'] = t('checkoutPage.errors.lastName');
  if (!PHONE.test(mobile.trim())) errors['contact.mobile'] = t('checkoutPage.errors.mobile');
  if (draft.delivery === 'click_and_collect') {
    if (draft.storeId === null) errors['delivery.storeId'] = t('checkoutPage.errors.store');
  } else {
    for (const problem of checkAddress(country, deliveryAddress(draft)).problems) {
      // The contact's own fields already say what is wrong with its name or mobile.
      if (draft.sameAsContact && CONTACT_ADDRESS_FIELDS.includes(problem.field)) continue;
      errors[`delivery.address.${problem.field}`] ??= problemMessage(problem, t);
    }
  }
  if (draft.method === null) errors.paymentMethod = t('checkoutPage.errors.method');
  else if (draft.method === 'card') Object.assign(errors, cardErrors(card, now, t));
  return errors;
}
