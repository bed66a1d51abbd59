/**
 * Money, numbers and dates through Intl (never by hand). Money is an integer in minor units
 * of the currency; the number of minor digits comes from Intl itself.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, format);
  }
  return format;
}

/** Formats an amount in minor units, dropping a zero fraction (Rp500.000, not Rp500.000,00). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const format = currencyFormat(locale, currency);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const major = minor / 10 ** digits;
  if (Number.isInteger(major)) {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(major);
  }
  return format.format(major);
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

export function formatDate(value: Date | string | number, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(locale, options).format(new Date(value));
}
