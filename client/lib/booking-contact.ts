import { PHONE_EXAMPLE } from './address-fields';
import type { Translate } from './i18n';
import type { Country } from './sites';

/**
 * The booking form's contact rules, one home for the form (as the shopper types) and the API
 * (worker/api/reservations.ts, which answers the first problem as the 400 naming its field):
 * the full name is required, the e-mail and the phone are required and must be valid, the
 * phone for the site's country. Both are labelled "(required)" in the form.
 */

export const CONTACT_FIELDS = ['fullName', 'email', 'phone'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** The longest each field may be (the reservations table holds the same). */
export const CONTACT_MAX: Record<ContactField, number> = { fullName: 120, email: 254, phone: 20 };

/** The longest answer to a text question. */
export const ANSWER_MAX = 500;

export type ContactProblem =
  | { field: ContactField; kind: 'required' }
  | { field: ContactField; kind: 'tooLong'; max: number }
  | { field: 'email'; kind: 'email' }
  | { field: 'phone'; kind: 'phone'; example: string };

/** Each site's country calling code, and how many digits its numbers have after it. */
const DIALLING: Record<Country, { code: string; digits: [number, number] }> = {
  au: { code: '61', digits: [9, 9] },
  hk: { code: '852', digits: [8, 8] },
  id: { code: '62', digits: [9, 12] },
  my: { code: '60', digits: [9, 10] },
  nz: { code: '64', digits: [8, 10] },
  ph: { code: '63', digits: [10, 10] },
  sg: { code: '65', digits: [8, 8] },
  th: { code: '66', digits: [9, 9] },
};

/** Something@something.tld, no spaces: what a mail server can be asked to deliver to. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Whether `phone` is a number of `country`: written with its calling code (`+65 9123 4567`)
 * or as dialled at home (`9123 4567`, `0412 345 678`: the trunk 0 dropped), spaces and
 * hyphens allowed, with the country's count of digits.
 */
export function isPhoneOf(country: Country, phone: string): boolean {
  if (!/^\+?[0-9][0-9 -]*$/.test(phone)) return false;
  const digits = phone.replace(/[ -]/g, '');
  const {
    code,
    digits: [min, max],
  } = DIALLING[country];
  let national: string;
  if (digits.startsWith('+')) {
    if (!digits.startsWith(`+${code}`)) return false;
    national = digits.slice(code.length + 1);
  } else national = digits.replace(/^0/, '');
  return national.length >= min && national.length <= max && !national.startsWith('0');
}

/** The contact as it is kept (trimmed, inner spaces single), with every problem in order. */
export function checkContact(
  country: Country,
  input: ContactValues,
): { values: ContactValues; problems: ContactProblem[] } {
  const values = {} as ContactValues;
  const problems: ContactProblem[] = [];
  for (const field of CONTACT_FIELDS) {
    const text = input[field].trim().replace(/\s+/g, ' ');
    values[field] = field === 'email' ? text.toLowerCase() : text;
    if (!text) problems.push({ field, kind: 'required' });
    else if (text.length > CONTACT_MAX[field])
      problems.push({ field, kind: 'tooLong', max: CONTACT_MAX[field] });
    else if (field === 'email' && !EMAIL.test(text)) problems.push({ field, kind: 'email' });
    else if (field === 'phone' && !isPhoneOf(country, text))
      problems.push({ field, kind: 'phone', example: PHONE_EXAMPLE[country] });
  }
  return { values, problems };
}

/** The key and values of a problem's message (booking.json "booking.form"), the label in words. */
export function contactProblemWords(
  problem: ContactProblem,
  t: Translate,
): { key: ContactMessageKey; params: Record<string, string | number> } {
  const label = t(`booking.form.${problem.field}`);
  switch (problem.kind) {
    case 'required':
      return { key: 'booking.form.requiredField', params: { label } };
    case 'tooLong':
      return { key: 'booking.form.tooLong', params: { label, max: problem.max } };
    case 'email':
      return { key: 'booking.form.invalidEmail', params: {} };
    case 'phone':
      return { key: 'booking.form.invalidPhone', params: { example: problem.example } };
  }
}

export type ContactMessageKey =
  | 'booking.form.requiredField'
  | 'booking.form.tooLong'
  | 'booking.form.invalidEmail'
  | 'booking.form.invalidPhone';

/** A problem's message in the page's (or the request's) language. */
export function contactProblemMessage(problem: ContactProblem, t: Translate): string {
  const { key, params } = contactProblemWords(problem, t);
  return t(key, params);
}
