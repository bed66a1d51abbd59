import { type User } from '../../client/api/contract';
import { CACHE } from '../cache-policy';
import type { AppEnv } from '../env';
import { siteToday } from '../../client/lib/sites';
import { analyticsUser } from '../auth/analytics-user';
import { tierOf } from '../auth/shopper';
import { isBirthdayMonth } from '../../client/lib/loyalty/points-rules';
import { findAccountWithPoints } from '../accounts/accounts';
import { issueDevice } from '../auth/device';
import { HttpError } from './errors';
import { liveShopper } from './live-shopper';
import { apiApp, routeOf } from './route-kit';

export const userRoute = routeOf('user', '/user');

/**
 * GET user: who is browsing: a member (with a valid access token) and their tier, or a guest;
 * the edge's geolocation says where they are, for the welcome mat. Every page asks it once after
 * hydration, so it is where a browser gets its device (see ../auth/device.ts).
 *
 * A browser that holds a session cookie whose access token has expired (or is not valid) is
 * answered 401 `SESSION_EXPIRED`, not a guest: the browser then refreshes once and asks again
 * (client/api/refresh-lock.ts). Answering a guest would turn a member's header into a
 * guest's on a page left open for 15 minutes, while the sign-in is alive. A token whose sign-in
 * has ended (signed out everywhere, a password changed) is a 401 too (./live-shopper.ts).
 */
export const user = apiApp<AppEnv>().openapi(userRoute, async (c) => {
  c.header('cache-control', CACHE.private);
  const token = c.get('shopper');
  // The sign-in's live check and the account's read go out together: one wait, not two.
  const [shopper, row] = await Promise.all([
    liveShopper(c),
    token.kind === 'member' ? findAccountWithPoints(c.env.DB, token.accountId) : null,
  ]);
  await issueDevice(c);
  // Locally `request.cf` is a placeholder (always the same country), so development trusts
  // only the cf-ipcountry header, which tests and developers can set.
  const cf =
    c.env.ENVIRONMENT === 'development'
      ? undefined
      : (c.req.raw as Request & { cf?: { country?: string } }).cf;
  const geo = cf?.country ?? c.req.header('cf-ipcountry') ?? null;
  const geoCountry = geo && /^[A-Z]{2}$/i.test(geo) && geo !== 'XX' ? geo.toUpperCase() : null;
  let body: User = { signedIn: false, tier: tierOf(shopper), geoCountry, segments: [] };
  if (shopper.kind === 'member') {
    // The account itself (one primary-key read): its tier now, not the token's of up to 15
    // minutes ago, and the member's analytics user data. An account deleted meanwhile has
    // no sign-in to keep: 401, and the refresh the browser then asks for is refused.
    // With the header's points summary: the cached balance, in the same read.
    if (!row) throw new HttpError(401, 'SESSION_EXPIRED', 'errors.sessionExpired');
    const today = siteToday(c.get('site').country);
    body = {
      ...body,
      signedIn: true,
      tier: row.tier,
      points: { available: row.points_available ?? 0 },
      birthdayMonth: isBirthdayMonth(row.birth_date, today),
      analytics: await analyticsUser(row, today, row.points_available),
    };
  }
  return c.json(body, 200);
});
