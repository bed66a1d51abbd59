import { PHONE_EXAMPLE } from '../../client/lib/address-fields';
import { findAccountByEmail } from '../accounts/accounts';
import { sandboxBook } from '../booking/sandbox';
import { listBookingsOfAll } from '../booking/reservation-view';
import { CACHE } from '../cache-policy';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { apiApp, readJson, routeOf } from './route-kit';

const bookRoute = routeOf('sandboxBook', '/sandbox', { middleware: [readJson] });
const listRoute = routeOf('sandboxBookings', '/sandbox');

/** Each refusal of a sandbox booking: its status, code and field. */
const REFUSED = {
  'unknown-activity': [404, 'ACTIVITY_NOT_FOUND', 'activityId'],
  'unknown-store': [404, 'STORE_NOT_FOUND', 'storeId'],
  'not-offered': [409, 'NOT_OFFERED', 'storeId'],
  'no-session': [409, 'NO_SESSION', 'start'],
  'no-artist': [409, 'NO_ARTIST', 'storeId'],
  'no-slots': [409, 'NO_SLOTS', 'start'],
} as const;

/**
 * sandbox/reservations (docs/booking.md "The sandbox"): a developer surface, 404 in production
 * (routes/developer-surfaces.ts). POST makes the member's booking at any start, the past
 * included; GET lists the site's newest bookings in their states, for the sandbox page.
 */
export const sandboxBooking = apiApp<AppEnv>()
  .openapi(bookRoute, async (c) => {
    c.header('cache-control', CACHE.private);
    const site = c.get('site');
    const body = c.req.valid('json');
    const account = await findAccountByEmail(c.env.DB, body.email);
    if (!account) throw new HttpError(404, 'NOT_FOUND', 'errors.notFound', { field: 'email' });
    const outcome = await sandboxBook(c.env.DB, {
      site,
      accountId: account.id,
      activityId: body.activityId,
      storeId: body.storeId,
      start: new Date(body.start),
      contact: {
        fullName: `${account.first_name} ${account.last_name}`.trim() || account.email,
        email: account.email,
        // The member's mobile when they gave one the bookings table takes, else the site's example.
        phone:
          account.mobile && /^\+?[0-9 -]{6,20}$/.test(account.mobile)
            ? account.mobile
            : PHONE_EXAMPLE[site.country],
      },
      now: c.get('now'),
    });
    if (outcome.kind === 'refused') {
      const [status, code, field] = REFUSED[outcome.refusal];
      throw new HttpError(status, code, 'errors.notFound', { field });
    }
    return c.json({ reservation: outcome.reservation }, 201);
  })
  .openapi(listRoute, async (c) => {
    c.header('cache-control', CACHE.private);
    const site = c.get('site');
    const items = await listBookingsOfAll(c.env.DB, site.country, site.language, c.get('now'), 50);
    return c.json({ items }, 200);
  });
