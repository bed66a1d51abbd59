import { formatConventions, MINOR_DIGITS } from './sites';

/**
 * Every number the shopper reads goes through here, through Intl, in the page's locale (never
 * formatted by hand). `locale` is the page's tag (en-TH, id-ID); formatConventions in sites.ts
 * decides which conventions that tag writes with. Money is an integer in minor units of the
 * currency (digits from MINOR_DIGITS).
 */

/**
 * Building an Intl formatter is costly (it loads the locale's data) and a listing formats
 * hundreds of numbers (prices, ratings, facet counts) while it hydrates, which showed as the
 * largest part of its script time on a phone: one formatter per locale and options, reused.
 * The set is small and bounded (sites × languages × the few option sets below).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Formats an amount in minor units, dropping a zero fraction ($35, not $35.00; $35.99 as is). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const { locale: intlLocale, currencyDisplay } = formatConventions(locale);
  const digits = MINOR_DIGITS[currency] ?? 2;
  const major = minor / 10 ** digits;
  const fraction = Number.isInteger(major) ? 0 : digits;
  return numberFormat(intlLocale, {
    style: 'currency',
    currency,
    currencyDisplay,
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(major);
}

export function formatNumber(value: number, locale: string): string {
  return numberFormat(formatConventions(locale).locale).format(value);
}

/** An average rating, to one decimal at most (4, 3.3; 3,3 in Indonesian). */
export function formatRating(value: number, locale: string): string {
  return numberFormat(formatConventions(locale).locale, { maximumFractionDigits: 1 }).format(value);
}

/**
 * A date (or time) as one unit on a line, in Thai: Thai sets phrases apart with spaces, so a
 * narrow phone column breaking at a date's space ("7 ธ.ค." above "2569") reads as two phrases.
 * Its spaces become no-break spaces; other languages break a date at a space, as print does.
 */
export function keepTogether(text: string, locale: string): string {
  return formatConventions(locale).locale.startsWith('th') ? text.replace(/ /g, '\u00a0') : text;
}

export function formatDate(
  value: Date | string | number,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return keepTogether(
    new Intl.DateTimeFormat(formatConventions(locale).locale, options).format(new Date(value)),
    locale,
  );
}

/** The units a catalogue size is given in ("30 ml", "3.5 g", "1 l") and their Intl names. */
const SIZE_UNITS: Readonly<Record<string, string>> = { ml: 'milliliter', l: 'liter', g: 'gram' };

/**
 * A variant's size in the page's language through Intl ("3,5 g" in Indonesian, "50 มล." in
 * Thai). The catalogue stores the size as an English label; one that is not an amount and a
 * known unit is shown as it is.
 */
export function formatSize(label: string, locale: string): string {
  const match = /^(\d+(?:\.\d+)?) (ml|l|g)$/.exec(label);
  if (!match) return label;
  return numberFormat(formatConventions(locale).locale, {
    style: 'unit',
    unit: SIZE_UNITS[match[2]],
    unitDisplay: 'short',
  }).format(Number(match[1]));
}
