import type { PlaceOrderBody } from '../../api/checkout-queries';
import { checkAddress } from '../../lib/address-fields';
import type { Country } from '../../lib/sites';
import { cardInput, type CardValues } from './card';
import { deliveryAddress, type CheckoutDraft } from './draft';

/**
 * The body of POST orders/ from a checked form: the contact and address trimmed as the API keeps
 * them, only the country's address fields, a card only when paying by card, the total the
 * shopper was shown, and the fraud script's token when it set one.
 */
export function orderBody(input: {
  draft: CheckoutDraft & { method: NonNullable<CheckoutDraft['method']> };
  card: CardValues;
  country: Country;
  expectedTotal: number;
  fraudToken: string | undefined;
}): PlaceOrderBody {
  const { draft, card } = input;
  const contact = {
    email: draft.contact.email.trim(),
    firstName: draft.contact.firstName.trim(),
    lastName: draft.contact.lastName.trim(),
    mobile: draft.contact.mobile.trim(),
  };
  return {
    paymentMethod: draft.method,
    ...(draft.method === 'card'
      ? {
          card: cardInput(card),
        }
      : {}),
    delivery:
      draft.delivery === 'click_and_collect'
        ? { kind: draft.delivery, ...(draft.storeId !== null ? { storeId: draft.storeId } : {}) }
        : {
            kind: draft.delivery,
            address: checkAddress(input.country, deliveryAddress(draft)).values,
          },
    contact,
    expectedTotal: input.expectedTotal,
    ...(input.fraudToken ? { fraudToken: input.fraudToken } : {}),
  };
}
