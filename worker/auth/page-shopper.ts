import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { splitAccessToken } from './access-token';
import { clearSessionCookies, readRefreshCookie, writeSessionCookies } from './session-cookies';
import { isRefreshToken } from './sessions';
import { resolveShopper } from './shopper-middleware';
import { refreshSession } from './sign-in';
import { epochSeconds } from '../clock';

/**
 * The shopper of a page request: resolved as for the API, and when the access token
 * has expired the page renews it itself (the app's refresh flow, from the refresh cookie), so
 * a member coming back after a while gets a signed-in first page. The rotated cookies go on
 * this response (which is then private: worker/render/page.tsx), and the render's in-process
 * API calls carry them instead of the expired ones (`renewedSession`, worker/render/server-api.ts).
 * A refresh token that is refused ends the session: its cookies are cleared.
 */
export const resolvePageShopper: MiddlewareHandler<AppEnv> = async (c, next) => {
  await resolveShopper(c, async () => {});
  if (c.get('session') === 'expired' || c.get('session') === 'invalid') {
    const token = readRefreshCookie(c);
    const refreshed = isRefreshToken(token)
      ? await refreshSession(c.env.DB, c.env.JWT_SECRET, token, epochSeconds(c.get('now')))
      : ({ kind: 'refused' } as const);
    if (refreshed.kind === 'refused') {
      clearSessionCookies(c);
      c.set('session', 'none');
    } else {
      writeSessionCookies(c, refreshed.accessToken, refreshed.refreshToken);
      const { data, signature } = splitAccessToken(refreshed.accessToken);
      c.set(
        'renewedSession',
        `jwt-data=${data}; jwt-signature=${signature}; jwt-refresh-token=${refreshed.refreshToken}`,
      );
      const shopper = c.get('shopper');
      c.set('session', 'valid');
      c.set('shopper', {
        kind: 'member',
        accountId: refreshed.account.id,
        familyId: refreshed.familyId,
        issuedAt: epochSeconds(c.get('now')),
        ...(shopper.deviceId ? { deviceId: shopper.deviceId } : {}),
      });
    }
  }
  await next();
};
