import type { CardInput } from '../../api/order-contract';

/**
 * A card as the pay-again form holds it (text, as typed) and the checks it makes before sending
 * (the API checks again): 12 to 19 digits, an expiry as MM/YY, a 3 or 4 digit code, a name.
 * The number goes to the API's payment call only, never anywhere else, and is never kept.
 */
export interface CardText {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}
export type CardField = keyof CardText;

export const EMPTY_CARD: CardText = { number: '', expiry: '', cvc: '', name: '' };

const EXPIRY = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;

/** The card as the API takes it, or the fields that are not right yet. */
export function readCard(
  text: CardText,
): { card: CardInput; wrong?: undefined } | { card?: undefined; wrong: CardField[] } {
  const number = text.number.replace(/[\s-]/g, '');
  const expiry = EXPIRY.exec(text.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? Number(expiry[2].length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  const wrong: CardField[] = [];
  if (!/^[0-9]{12,19}$/.test(number)) wrong.push('number');
  if (month < 1 || month > 12) wrong.push('expiry');
  if (!/^[0-9]{3,4}$/.test(text.cvc.trim())) wrong.push('cvc');
  if (!text.name.trim()) wrong.push('name');
  if (wrong.length) return { wrong };
  return {
    card: { number, expMonth: month, expYear: year, cvc: text.cvc.trim(), name: text.name.trim() },
  };
}
