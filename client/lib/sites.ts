/**
 * The eight country sites and what differs between them.
 * Pure data and pure look-ups: shared by the worker (site resolution) and the browser.
 */
export const COUNTRIES = ['au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th'] as const;
export type Country = (typeof COUNTRIES)[number];

export const LANGUAGES = ['en', 'zh', 'id', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_COUNTRY: Country = 'sg';

export interface Site {
  country: Country;
  /** First is the default language of the site. */
  languages: readonly Language[];
  currency: string;
  /** BCP 47 region used with the language, e.g. zh-HK. */
  region: string;
  /**
   * Free-shipping threshold in minor units of the currency (docs/business-rules.md#shipping).
   * HK's is ours: the spec gives none.
   */
  freeShippingMinor: number;
  /**
   * Tax included in shelf prices, in percent (docs/business-rules.md#tax): extracted from each
   * line's final amount and from shipping for the cost summary.
   */
  taxPercent: number;
  /**
   * The delivery fee below the free-shipping threshold, in minor units
   * (docs/business-rules.md#shipping).
   */
  shippingFeeMinor: number;
  /** Express delivery's flat fee in minor units (ours: the spec gives none). */
  expressFeeMinor: number;
  /** Advertising account id pushed with analytics site data. */
  adAccountId?: string;
  /** Where CLDR has no conventions for a language in this region: the locale to format with instead (see formatConventions). */
  formatAs?: Partial<Record<Language, string>>;
  /** `narrowSymbol` where a language's own symbol for the currency is its ISO code (see formatConventions). */
  currencyDisplay?: 'narrowSymbol';
}

/**
 * The time zone a site's calendar days are counted in (a birthday, "today"): each country's
 * main one (Australia's and Indonesia's largest cities).
 */
export const TIME_ZONES: Readonly<Record<Country, string>> = {
  au: 'Australia/Sydney',
  hk: 'Asia/Hong_Kong',
  id: 'Asia/Jakarta',
  my: 'Asia/Kuala_Lumpur',
  nz: 'Pacific/Auckland',
  ph: 'Asia/Manila',
  sg: 'Asia/Singapore',
  th: 'Asia/Bangkok',
};

/** Today's date on a site, `YYYY-MM-DD` (Intl in the site's time zone). */
export function siteToday(country: Country, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONES[country] }).format(at);
}

export const SITES: Record<Country, Site> = {
  au: {
    country: 'au',
    languages: ['en'],
    currency: 'AUD',
    region: 'AU',
    freeShippingMinor: 2500,
    taxPercent: 10,
    shippingFeeMinor: 995,
    expressFeeMinor: 1495,
    adAccountId: 'AW-AU-1001',
  },
  hk: {
    country: 'hk',
    languages: ['en', 'zh'],
    currency: 'HKD',
    region: 'HK',
    freeShippingMinor: 30000,
    taxPercent: 0,
    shippingFeeMinor: 4000,
    expressFeeMinor: 8000,
    adAccountId: 'AW-HK-1002',
  },
  id: {
    country: 'id',
    languages: ['id', 'en'],
    currency: 'IDR',
    region: 'ID',
    freeShippingMinor: 500000,
    taxPercent: 11,
    shippingFeeMinor: 25000,
    expressFeeMinor: 50000,
    adAccountId: 'AW-ID-1003',
  },
  my: {
    country: 'my',
    languages: ['en'],
    currency: 'MYR',
    region: 'MY',
    freeShippingMinor: 8000,
    taxPercent: 10,
    shippingFeeMinor: 1000,
    expressFeeMinor: 2000,
    adAccountId: 'AW-MY-1004',
  },
  nz: {
    country: 'nz',
    languages: ['en'],
    currency: 'NZD',
    region: 'NZ',
    freeShippingMinor: 2500,
    taxPercent: 15,
    shippingFeeMinor: 995,
    expressFeeMinor: 1495,
  },
  ph: {
    country: 'ph',
    languages: ['en'],
    currency: 'PHP',
    region: 'PH',
    freeShippingMinor: 300000,
    taxPercent: 12,
    shippingFeeMinor: 15000,
    expressFeeMinor: 30000,
  },
  sg: {
    country: 'sg',
    languages: ['en'],
    currency: 'SGD',
    region: 'SG',
    freeShippingMinor: 3500,
    taxPercent: 9,
    shippingFeeMinor: 500,
    expressFeeMinor: 1200,
    adAccountId: 'AW-SG-1005',
  },
  th: {
    country: 'th',
    languages: ['th', 'en'],
    currency: 'THB',
    region: 'TH',
    freeShippingMinor: 50000,
    taxPercent: 7,
    shippingFeeMinor: 6000,
    expressFeeMinor: 15000,
    adAccountId: 'AW-TH-1006',
    formatAs: { en: 'en-GB' },
    currencyDisplay: 'narrowSymbol',
  },
};

/**
 * Minor-unit digits of each currency, fixed here because amounts are stored in minor units:
 * ICU versions disagree (some say IDR has 0 digits, ISO 4217 says 2), and stored integers must
 * not change meaning with the runtime. Rupiah has no sen in use, so IDR amounts are whole rupiah.
 */
export const MINOR_DIGITS: Readonly<Record<string, number>> = {
  AUD: 2,
  HKD: 2,
  IDR: 0,
  MYR: 2,
  NZD: 2,
  PHP: 2,
  SGD: 2,
  THB: 2,
};

/** Narrows a raw value (query, cookie, header) to a supported country, or undefined. */
export function parseCountry(raw: string | null | undefined): Country | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim().toLowerCase();
  return (COUNTRIES as readonly string[]).includes(value) ? (value as Country) : undefined;
}

/** Narrows a raw value to a language valid for the given country, or undefined. */
export function parseLanguage(
  raw: string | null | undefined,
  country: Country,
): Language | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim().toLowerCase();
  return (SITES[country].languages as readonly string[]).includes(value)
    ? (value as Language)
    : undefined;
}

export function defaultLanguage(country: Country): Language {
  return SITES[country].languages[0];
}

/** The BCP 47 locale for a language on a country site, e.g. zh-HK, th-TH, en-SG. */
export function localeTag(language: Language, country: Country): string {
  return `${language}-${SITES[country].region}`;
}

/**
 * How numbers, money and dates are written for a page's locale tag (`localeTag`). Normally by
 * the tag itself: CLDR knows English as written in Singapore, Malaysia, Hong Kong, Indonesia,
 * Australia, New Zealand and the Philippines (which puts the month first, as Filipinos do), and
 * zh-HK, id-ID and th-TH (Thai dates in the Buddhist era Thai shoppers read). It has no English
 * for Thailand: en-TH falls back to US English ("Mar 5, 2026", "THB 615"), which nobody in
 * Thailand writes. Thailand writes English dates day first, as British English does, so English
 * on the TH site formats as en-GB; and prices there carry the baht sign in both languages
 * (`narrowSymbol`: en-GB's own symbol for THB is the code). A tag of no site formats as itself.
 */
export function formatConventions(tag: string): {
  locale: string;
  currencyDisplay: 'symbol' | 'narrowSymbol';
} {
  const [language, region] = tag.split('-');
  const site = Object.values(SITES).find((candidate) => candidate.region === region);
  return {
    locale: site?.formatAs?.[language as Language] ?? tag,
    currencyDisplay: site?.currencyDisplay ?? 'symbol',
  };
}
