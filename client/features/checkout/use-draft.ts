import { useCallback, useEffect, useRef, useState } from 'react';
import type { Checkout } from '../../api/order-contract';
import type { Country } from '../../lib/sites';
import {
  CONTACT_FIELDS,
  isForContact,
  parseDraft,
  readDraft,
  saveDraft,
  type CheckoutDraft,
  type ContactValues,
} from './draft';

export type DraftChange = (draft: CheckoutDraft) => Partial<CheckoutDraft>;

/**
 * The checkout form's draft: read from the tab's storage after hydration (null until then, so
 * the server HTML and the first render agree), kept there on every change.
 */
export function useDraft(country: Country) {
  const [draft, setDraft] = useState<CheckoutDraft | null>(null);
  useEffect(() => setDraft(readDraft(country)), [country]);
  useEffect(() => {
    if (draft) saveDraft(country, draft);
  }, [country, draft]);
  const update = useCallback(
    (change: DraftChange) => setDraft((current) => current && { ...current, ...change(current) }),
    [],
  );
  return { draft, update };
}

/**
 * Fills what the shopper has not typed from the first checkout answer: a member's details and
 * default address, the first payment method of the site (or one the site no longer offers
 * replaced); and follows the answer's delivery where the bag forces click and collect.
 */
export function usePrefill(answer: Checkout, update: (change: DraftChange) => void): void {
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current) return;
    filled.current = true;
    update((draft) => {
      const contact = Object.fromEntries(
        CONTACT_FIELDS.map((field) => [
          field,
          draft.contact[field] || answer.contact?.[field] || '',
        ]),
      ) as ContactValues;
      const saved = Object.values(draft.address).some(Boolean)
        ? null
        : parseDraft({ address: answer.address ?? {} }).address;
      return {
        contact,
        address: saved ?? draft.address,
        // A default address for someone else (another name or phone) is shown as it is saved.
        sameAsContact: saved ? isForContact(saved, contact) : draft.sameAsContact,
        method:
          draft.method && answer.paymentMethods.includes(draft.method)
            ? draft.method
            : (answer.paymentMethods[0] ?? null),
      };
    });
  }, [answer, update]);
  const { collectOnly } = answer.delivery;
  useEffect(() => {
    if (collectOnly) update(() => ({ delivery: 'click_and_collect' }));
  }, [collectOnly, update]);
}
