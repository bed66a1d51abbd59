import { MINOR_DIGITS } from './sites';

/**
 * Money, numbers and dates through Intl (never by hand). Money is an integer in minor units
 * of the currency (digits from MINOR_DIGITS); Intl does the formatting.
 */

/** Formats an amount in minor units, dropping a zero fraction ($35, not $35.00; $35.99 as is). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = MINOR_DIGITS[currency] ?? 2;
  const major = minor / 10 ** digits;
  const fraction = Number.isInteger(major) ? 0 : digits;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: fraction, maximumFractionDigits: fraction }).format(major);
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

export function formatDate(value: Date | string | number, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(locale, options).format(new Date(value));
}
