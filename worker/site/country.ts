import { DEFAULT_COUNTRY, parseCountry, type Country } from '../../client/lib/sites';

/** Where the country of a request came from, in order of precedence. */
export type CountrySource = 'host' | 'header' | 'query' | 'cookie' | 'default';

export interface CountryInput {
  host?: string | null;
  /** `x-site-country`, set by the edge in front of the worker. */
  header?: string | null;
  /** `country_code` query parameter. */
  query?: string | null;
  /** The `locale` cookie. */
  cookie?: string | null;
}

export interface CountryDecision {
  country: Country;
  source: CountrySource;
  /** Set when the visitor chose a country that the cookie does not hold yet. */
  writeCookie: boolean;
}

/**
 * The country a host name belongs to: its last label, when that names one of the sites
 * (`shop.example.com.au` is AU; `localhost` and IP addresses are none).
 */
export function hostCountry(host: string | null | undefined): Country | undefined {
  if (!host) return undefined;
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (/^[\d.]+$/.test(name) || name.startsWith('[')) return undefined;
  const labels = name.split('.');
  if (labels.length < 2) return undefined;
  return parseCountry(labels[labels.length - 1]);
}

/**
 * Resolves the country of a request (README "Country"): host suffix or edge header, then the
 * `country_code` query (a shared link shows the country it names and rewrites the cookie),
 * then the cookie, else SG. Unsupported values are ignored, never an error.
 */
export function resolveCountry(input: CountryInput): CountryDecision {
  const cookie = parseCountry(input.cookie);
  const fromHost = hostCountry(input.host);
  if (fromHost) return { country: fromHost, source: 'host', writeCookie: false };
  const fromHeader = parseCountry(input.header);
  if (fromHeader) return { country: fromHeader, source: 'header', writeCookie: false };
  const fromQuery = parseCountry(input.query);
  if (fromQuery) return { country: fromQuery, source: 'query', writeCookie: fromQuery !== cookie };
  if (cookie) return { country: cookie, source: 'cookie', writeCookie: false };
  return { country: DEFAULT_COUNTRY, source: 'default', writeCookie: false };
}
