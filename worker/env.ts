import type { Translate } from '../client/lib/i18n';
import type { Country, Language } from '../client/lib/sites';
import type { Shopper } from './auth/shopper';
import type { Observation } from './observation';

/** The site a request is for, decided once by `site/` middleware. */
export interface SiteState {
  country: Country;
  language: Language;
  /** zh-HK, th-TH, en-SG... */
  locale: string;
  preview: boolean;
  /** User segments the layout and content vary on (preview selects them; members have theirs). */
  segments: string[];
  t: Translate;
}

/** The typed request context of the Hono app. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** The instant this request is decided at, read once (worker/clock.ts). */
    now: Date;
    site: SiteState;
    /** CSP nonce of this response, given to the stream and to every inline script. */
    nonce: string;
    /** The request's ID, logger and error reporter (worker/observability.ts). */
    obs: Observation;
    /** Who is shopping: resolved once from the cookies (worker/auth/shopper-middleware.ts). */
    shopper: Shopper;
    /**
     * What the session cookies held: none, a valid access token, one past its 15 minutes (the
     * refresh token may renew it), or one that is not ours (tampered, malformed).
     */
    session: 'none' | 'valid' | 'expired' | 'invalid';
    /** The session cookies a page renewed (worker/auth/page-shopper.ts), for its API calls. */
    renewedSession?: string;
  };
}

export function isProduction(env: Pick<Env, 'ENVIRONMENT'>): boolean {
  return env.ENVIRONMENT === 'production';
}

/**
 * Whether this is a developer's machine or a test run: only then are the developer surfaces
 * open and may the public origin fall back to the request's. Any other value, unknown or
 * misspelt included, is treated as production (fail closed).
 */
export function isDevelopment(env: Pick<Env, 'ENVIRONMENT'>): boolean {
  return env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test';
}
