import type { Context } from 'hono';
import { siteUrl } from '../../client/lib/site-url';
import type { Country, Language } from '../../client/lib/sites';
import type { AppEnv } from '../env';
import { publicOriginOf } from '../site/public-origin';

/**
 * The pages e-mailed links open, on this site's public origin (never the request's
 * Host) and in the member's language. Devise-style paths beside the spec's /users/unlock.
 */
export const ACCOUNT_PAGES = {
  forgot: '/users/password/new',
  reset: '/users/password/edit',
  unlock: '/users/unlock',
  /** Devise's confirmable path: the e-mailed link that makes a signed-up account. */
  confirm: '/users/confirmation',
} as const;

export function mailLink(
  c: Context<AppEnv>,
  page: keyof typeof ACCOUNT_PAGES,
  site: { country: Country; language: Language },
  token?: string,
): string {
  const query = new URLSearchParams(token ? { token } : {});
  return siteUrl(ACCOUNT_PAGES[page], site, { origin: publicOriginOf(c), query });
}
