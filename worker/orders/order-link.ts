import type { MiddlewareHandler } from 'hono';
import { ROUTES } from '../../routes';
import type { AppEnv } from '../env';
import { isSecretToken, tokenHash } from '../auth/secret-tokens';
import { grantAccess } from './order-access';

/**
 * Every path of the order page (the route table's: the bare one and each alias), so a link
 * with the token works whichever of them it names (the sandbox links to the aliases).
 */
export const ORDER_PAGE_PATHS: readonly string[] =
  ROUTES.find((route) => route.id === 'order')?.paths ?? [];

/**
 * The confirmation e-mail's link (`/orders/{number}?access={token}`, or any alias): a valid token becomes the
 * order-access cookie (so the order opens on this browser from now on, like the one it was
 * placed on), and the answer redirects to the address without the token, so it leaves the
 * address bar, the history and every later Referer at once. A token that is not the order's
 * grants nothing: the redirect leads to the page, which shows the 404 to anyone else.
 */
export const orderLink: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const token = url.searchParams.get('access');
  if (token === null) return next();
  const number = c.req.param('id') ?? '';
  url.searchParams.delete('access');
  if (/^[A-Z]{2}[0-9]{9}$/.test(number) && isSecretToken(token)) {
    const row = await c.env.DB.prepare('SELECT access_hash FROM orders WHERE number = ?1')
      .bind(number)
      .first<{ access_hash: string }>();
    if (row && row.access_hash === (await tokenHash(token))) grantAccess(c, number, token);
  }
  c.header('cache-control', 'no-store');
  c.header('referrer-policy', 'no-referrer');
  return c.redirect(`${url.pathname}${url.search}`, 303);
};
