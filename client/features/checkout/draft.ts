import { ADDRESS_FIELDS, type AddressField, type AddressValues } from '../../lib/address-fields';
import { DELIVERY_KINDS, type DeliveryKind } from '../../lib/orders/delivery';
import { PAYMENT_METHODS, type PaymentMethod } from '../../lib/orders/payment-methods';
import type { Country } from '../../lib/sites';

/**
 * What the checkout form holds that survives a reload (the checkout resumes after one): the
 * contact, the delivery choice, the address, the store and the payment method, kept in
 * sessionStorage per site (the tab's own, gone when it closes). Never the card: its number and
 * code live in the form's state only, and go nowhere but the placement's body.
 */
export const CONTACT_FIELDS = ['email', 'firstName', 'lastName', 'mobile'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export interface CheckoutDraft {
  contact: ContactValues;
  delivery: DeliveryKind;
  address: AddressValues;
  /** The delivery goes to the contact's name and mobile (no second copy of them to type). */
  sameAsContact: boolean;
  storeId: number | null;
  method: PaymentMethod | null;
}

export const EMPTY_DRAFT: CheckoutDraft = {
  contact: { email: '', firstName: '', lastName: '', mobile: '' },
  delivery: 'standard',
  address: {},
  sameAsContact: true,
  storeId: null,
  method: null,
};

/** The address fields the contact gives the delivery while `sameAsContact` holds. */
export const CONTACT_ADDRESS_FIELDS: readonly AddressField[] = ['recipient', 'phone'];

/** The contact's name as a recipient, and mobile as the delivery's phone. */
function contactAddress(contact: ContactValues): AddressValues {
  const recipient = `${contact.firstName.trim()} ${contact.lastName.trim()}`.trim();
  return { recipient, phone: contact.mobile.trim() };
}

/** The delivery address as it goes: the contact's name and mobile in it while `sameAsContact`. */
export function deliveryAddress(draft: CheckoutDraft): AddressValues {
  return draft.sameAsContact
    ? { ...draft.address, ...contactAddress(draft.contact) }
    : draft.address;
}

/** Whether a saved address is for the contact (its name and phone, where it has them). */
export function isForContact(address: AddressValues, contact: ContactValues): boolean {
  const own = contactAddress(contact);
  return CONTACT_ADDRESS_FIELDS.every((field) => !address[field] || address[field] === own[field]);
}

const storageKey = (country: Country) => `checkout-draft:${country}`;

const text = (value: unknown, max = 300) =>
  typeof value === 'string' ? value.slice(0, max) : undefined;
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * A draft from anything (what storage held: written by an older release, or edited by hand):
 * only the fields it knows, each of its type, else as empty. The card cannot come through.
 */
export function parseDraft(value: unknown): CheckoutDraft {
  const given = record(value);
  const contact = record(given.contact);
  const address = record(given.address);
  const delivery = DELIVERY_KINDS.find((kind) => kind === given.delivery);
  const method = PAYMENT_METHODS.find((candidate) => candidate === given.method);
  return {
    contact: Object.fromEntries(
      CONTACT_FIELDS.map((field) => [field, text(contact[field]) ?? '']),
    ) as ContactValues,
    delivery: delivery ?? EMPTY_DRAFT.delivery,
    address: Object.fromEntries(
      ADDRESS_FIELDS.flatMap((field) => {
        const kept = text(address[field]);
        return kept === undefined ? [] : [[field, kept]];
      }),
    ),
    sameAsContact: typeof given.sameAsContact === 'boolean' ? given.sameAsContact : true,
    storeId:
      typeof given.storeId === 'number' && Number.isSafeInteger(given.storeId) && given.storeId > 0
        ? given.storeId
        : null,
    method: method ?? null,
  };
}

/** The site's saved draft, or an empty one (no storage, nothing saved, unreadable). */
export function readDraft(country: Country): CheckoutDraft {
  try {
    const raw = sessionStorage.getItem(storageKey(country));
    return raw ? parseDraft(JSON.parse(raw)) : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

/** Keeps the draft for this tab. Written through `parseDraft`, so only its own fields go. */
export function saveDraft(country: Country, draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(storageKey(country), JSON.stringify(parseDraft(draft)));
  } catch {
    // Storage full or refused (a private window): the form still works, it just won't resume.
  }
}

/** Forgets the draft once its order is placed. */
export function clearDraft(country: Country): void {
  try {
    sessionStorage.removeItem(storageKey(country));
  } catch {
    // Nothing was kept.
  }
}
