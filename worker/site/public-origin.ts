import type { Context } from 'hono';
import { sitePath } from '../../client/lib/site-path';
import type { Country } from '../../client/lib/sites';
import { isDevelopment, type AppEnv } from '../env';
import { hostCountry } from './country';

/**
 * The site's public origin: THE place canonical, hreflang and sitemap URLs, robots.txt, the
 * page data's origin and the API's CSRF check get it from. It comes from configuration
 * (PUBLIC_ORIGIN), never from the Host a request names, which anyone can set. Development
 * and test may run without it on whatever host they are reached at.
 */
export interface OriginInput {
  /** PUBLIC_ORIGIN: one origin, or several comma-separated (one per country host). */
  configured: string;
  development: boolean;
  requestUrl: string;
}

/** The origins this site answers as. Throws, naming PUBLIC_ORIGIN, when it is needed and missing or malformed. */
export function publicOrigins(input: OriginInput): string[] {
  const entries = input.configured
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) {
    if (input.development) return [new URL(input.requestUrl).origin];
    throw new Error(
      'PUBLIC_ORIGIN is not set: outside development and test the public origin must be configured (wrangler.toml [env.production.vars])',
    );
  }
  return entries.map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      throw new Error(
        `PUBLIC_ORIGIN has an entry that is not an http(s) origin: ${JSON.stringify(entry)}`,
      );
    return url.origin;
  });
}

/**
 * The public origin of one request: the configured origin on the request's host when there is
 * one (a country host such as shop.example.com.au), else the first configured. The Host
 * chooses among configured origins; it never adds one.
 */
export function requestPublicOrigin(input: OriginInput): string {
  const origins = publicOrigins(input);
  const host = new URL(input.requestUrl).host;
  return origins.find((origin) => new URL(origin).host === host) ?? origins[0];
}

function originInput(c: Context<AppEnv>): OriginInput {
  return {
    configured: c.env.PUBLIC_ORIGIN ?? '',
    development: isDevelopment(c.env),
    requestUrl: c.req.url,
  };
}

/** The public origin of this request (adapter around requestPublicOrigin). */
export function publicOriginOf(c: Context<AppEnv>): string {
  return requestPublicOrigin(originInput(c));
}

/** The local server (README): a job's origin in development and test when PUBLIC_ORIGIN is empty. */
export const LOCAL_ORIGIN = 'http://127.0.0.1:8787';

/**
 * The public origin of a country's site where no request names one (a job's mail: the booking
 * reminder): the configured origin on that country's host (shop.example.com.au for AU), else
 * the first configured; development and test without PUBLIC_ORIGIN use the local server's.
 * Throws, as pages do, when production has none.
 */
export function countryPublicOrigin(
  env: Pick<Env, 'PUBLIC_ORIGIN' | 'ENVIRONMENT'>,
  country: Country,
): string {
  const origins = publicOrigins({
    configured: env.PUBLIC_ORIGIN ?? '',
    development: isDevelopment(env),
    requestUrl: LOCAL_ORIGIN,
  });
  return origins.find((origin) => hostCountry(new URL(origin).host) === country) ?? origins[0];
}

/** Every origin the API accepts changes from (adapter around publicOrigins). */
export function allowedOriginsOf(c: Context<AppEnv>): string[] {
  return publicOrigins(originInput(c));
}

/**
 * An absolute URL on `origin` for a path that may come from a request: the path goes through
 * sitePath first, so `//brands/x` is `{origin}/brands/x`, never the host `brands`.
 */
export function absoluteUrl(origin: string, path: string, search = ''): string {
  return new URL(`${sitePath(path)}${search ? `?${search}` : ''}`, origin).href;
}
