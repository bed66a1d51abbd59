import type { CardInput } from '../../api/order-contract';
import type { Translate } from '../../lib/i18n';

/**
 * The card form's values, as checkout and the order's pay-again form hold them (one
 * form, ./CardFields.tsx). Held in the form's state only: never saved with the draft,
 * never logged; the number and code go into the placement's body and nowhere else.
 */
export interface CardValues {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  name: string;
}

export const EMPTY_CARD: CardValues = { number: '', expMonth: '', expYear: '', cvc: '', name: '' };

/** The card number's digits (typed with spaces or dashes, as printed on the card). */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** Which rule of the API a card breaks (client/api/order-contract.ts CardSchema), by field. */
export type CardProblem = 'number' | 'expiry' | 'expired' | 'cvc' | 'name';

/** The card's problems by its field in the API (`card.number`, …), checked as the API does. */
export function checkCard(card: CardValues, now: Date): Partial<Record<string, CardProblem>> {
  const problems: Partial<Record<string, CardProblem>> = {};
  if (!/^[0-9]{12,19}$/.test(cardDigits(card.number))) problems['card.number'] = 'number';
  const month = Number(card.expMonth);
  const year = Number(card.expYear);
  if (!month) problems['card.expMonth'] = 'expiry';
  else if (!year) problems['card.expYear'] = 'expiry';
  // A card is good to the end of its expiry month.
  else if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1)
    problems['card.expYear'] = 'expired';
  if (!/^[0-9]{3,4}$/.test(card.cvc.trim())) problems['card.cvc'] = 'cvc';
  if (!card.name.trim()) problems['card.name'] = 'name';
  return problems;
}

/** The card as the API takes it, from a form `checkCard` found nothing wrong with. */
export function cardInput(card: CardValues): CardInput {
  return {
    number: cardDigits(card.number),
    expMonth: Number(card.expMonth),
    expYear: Number(card.expYear),
    cvc: card.cvc.trim(),
    name: card.name.trim(),
  };
}

/**
 * The card's problems in the page's words, by field (`card.number`): checkout's and pay-again's
 * (here, not in ./check-form.ts, so the order page does not bring in the address rules).
 */
export function cardErrors(
  card: CardValues,
  now: Date,
  t: Translate,
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const [field, problem] of Object.entries(checkCard(card, now)))
    if (problem) errors[field] = t(`checkoutPage.errors.card.${problem}`);
  return errors;
}
