import type { Translate } from '../client/lib/i18n';
import type { Country, Language } from '../client/lib/sites';
import type { Observation } from './observability';

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
    site: SiteState;
    /** CSP nonce of this response, given to the stream and to every inline script. */
    nonce: string;
    /** The request's ID, logger and error reporter (worker/observability.ts). */
    obs: Observation;
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
