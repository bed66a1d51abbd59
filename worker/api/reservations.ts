import type { Context, MiddlewareHandler } from 'hono';
import {
  checkContact,
  contactProblemMessage,
  contactProblemWords,
  type ContactValues,
} from '../../client/lib/booking-contact';
import type { Translate } from '../../client/lib/i18n';
import type { Country } from '../../client/lib/sites';
import type { LiveShopper } from '../auth/shopper';
import { createReservation, type BookRefusal } from '../booking/book';
import {
  answerProblemMessage,
  answerProblemWords,
  type AnswerProblem,
} from '../../client/lib/booking-answers';
import { holdSlot } from '../booking/hold';
import { cancelReservation, rescheduleReservation, type ManageOutcome } from '../booking/manage';
import { bookingCalendarFile } from '../booking/booking-mail';
import { CALENDAR_TYPE, calendarFileName } from '../booking/calendar-file';
import { listBookings, presentReservations, readReservationRow } from '../booking/reservation-view';
import { deliverSoon } from '../mail/deliver';
import { publicOriginOf } from '../site/public-origin';
import { CACHE } from '../cache-policy';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { liveShopper } from './live-shopper';
import { apiApp, readJson, routeOf } from './route-kit';

/**
 * Booking's changes and a member's bookings (docs/booking.md "Booking"): members only (a guest
 * is a 401, and the page sends them to sign in and back), answers never cached. The rules are
 * the booking aggregate's (worker/booking/); here the request's edge: the contact's words in
 * the shopper's language, and each refusal's status and code.
 */

interface BookingEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { member: Extract<LiveShopper, { kind: 'member' }> };
}

/** A live member (their sign-in checked and their tier as it now is), else a 401. */
const bookingMember: MiddlewareHandler<BookingEnv> = async (c, next) => {
  c.header('cache-control', CACHE.private);
  const shopper = await liveShopper(c);
  if (shopper.kind !== 'member')
    throw new HttpError(401, 'SIGN_IN_REQUIRED', 'auth.signInRequired');
  c.set('member', shopper);
  await next();
};

const MOUNT = '/reservation-service';
const holdRoute = routeOf('holdSlot', MOUNT, { middleware: [bookingMember, readJson] });
const createRoute = routeOf('createReservation', MOUNT, { middleware: [bookingMember, readJson] });
const readRoute = routeOf('reservation', MOUNT, { middleware: [bookingMember] });
const cancelRoute = routeOf('cancelReservation', MOUNT, { middleware: [bookingMember] });
const rescheduleRoute = routeOf('rescheduleReservation', MOUNT, {
  middleware: [bookingMember, readJson],
});
const bookingsRoute = routeOf('accountBookings', '/account/bookings', {
  middleware: [bookingMember],
});
/** The booking's calendar file: a link downloads it (declared with a text/calendar answer). */
const calendarRoute = routeOf('reservationCalendar', MOUNT, { middleware: [bookingMember] });

/** Each refusal's status, code and message (booking.json "errors"). */
const REFUSALS = {
  'no-slots': { status: 409, code: 'NO_SLOTS', key: 'booking.errors.noSlots', field: 'start' },
  'app-only': { status: 403, code: 'APP_ONLY', key: 'booking.errors.appOnly', field: 'activityId' },
  'invitation-only': {
    status: 403,
    code: 'INVITATION_ONLY',
    key: 'booking.errors.invitationOnly',
    field: 'activityId',
  },
  provider: {
    status: 409,
    code: 'BOOKED_AT_PROVIDER',
    key: 'booking.errors.notCompleted',
    field: 'activityId',
  },
  'not-offered': {
    status: 400,
    code: 'VALIDATION_FAILED',
    key: 'booking.errors.notOffered',
    field: 'storeId',
  },
  'unknown-activity': {
    status: 404,
    code: 'ACTIVITY_NOT_FOUND',
    key: 'errors.notFound',
    field: 'activityId',
  },
  'unknown-store': {
    status: 400,
    code: 'VALIDATION_FAILED',
    key: 'booking.errors.notOffered',
    field: 'storeId',
  },
  busy: { status: 409, code: 'TRY_AGAIN', key: 'booking.errors.busy', field: undefined },
  'key-reused': {
    status: 422,
    code: 'IDEMPOTENCY_KEY_REUSED',
    key: 'booking.errors.keyReused',
    field: 'Idempotency-Key',
  },
  'not-found': { status: 404, code: 'BOOKING_NOT_FOUND', key: 'errors.notFound', field: 'id' },
  expired: { status: 409, code: 'BOOKING_EXPIRED', key: 'booking.errors.expired', field: 'id' },
  cancelled: {
    status: 409,
    code: 'BOOKING_CANCELLED',
    key: 'booking.errors.cancelled',
    field: 'id',
  },
  'service-only': {
    status: 409,
    code: 'NOT_RESCHEDULABLE',
    key: 'booking.errors.serviceOnly',
    field: 'id',
  },
} as const satisfies Record<
  BookRefusal | Extract<ManageOutcome, { kind: 'refused' }>['refusal'],
  { status: 400 | 403 | 404 | 409 | 422; code: string; key: string; field: string | undefined }
>;

function refused(refusal: keyof typeof REFUSALS): HttpError {
  const entry = REFUSALS[refusal];
  return new HttpError(entry.status, entry.code, entry.key, { field: entry.field });
}

/** The contact as kept, or the 400 naming its first problem (every problem in `issues`). */
function validContact(country: Country, input: ContactValues, t: Translate): ContactValues {
  const { values, problems } = checkContact(country, input);
  const first = problems[0];
  if (!first) return values;
  const { key, params } = contactProblemWords(first, t);
  throw new HttpError(400, 'VALIDATION_FAILED', key, {
    field: `contact.${first.field}`,
    params,
    issues: problems.map((problem) => ({
      field: `contact.${problem.field}`,
      message: contactProblemMessage(problem, t),
    })),
  });
}

/** The 400 naming the first answer's problem (every problem in `issues`). */
function answersRefused(problems: AnswerProblem[], t: Translate): HttpError {
  const first = answerProblemWords(problems[0]);
  return new HttpError(400, 'VALIDATION_FAILED', first.key, {
    field: `answers.${problems[0].code}`,
    params: first.params,
    issues: problems.map((problem) => ({
      field: `answers.${problem.code}`,
      message: answerProblemMessage(problem, t),
    })),
  });
}

/** The request as the site-wide helpers take it (they read nothing of BookingEnv's own). */
const appContext = (c: Context<BookingEnv>) => c as unknown as Context<AppEnv>;

const memberOf = (c: Context<BookingEnv>) => {
  const member = c.get('member');
  return { accountId: member.accountId, tier: member.tier };
};

export const reservations = apiApp<BookingEnv>()
  .openapi(holdRoute, async (c) => {
    const site = c.get('site');
    const outcome = await holdSlot(c.env.DB, {
      site,
      member: memberOf(c),
      choice: c.req.valid('json'),
      now: c.get('now'),
    });
    if (outcome.kind === 'refused') throw refused(outcome.refusal);
    return c.json({ hold: outcome.hold }, 201);
  })
  .openapi(createRoute, async (c) => {
    const site = c.get('site');
    const request = c.req.valid('json');
    const contact = validContact(site.country, request.contact, site.t);
    const outcome = await createReservation(c.env.DB, {
      site,
      member: memberOf(c),
      request,
      contact,
      idempotencyKey: c.req.valid('header')['Idempotency-Key'] ?? null,
      now: c.get('now'),
      origin: publicOriginOf(appContext(c)),
    });
    if (outcome.kind === 'refused') throw refused(outcome.refusal);
    if (outcome.kind === 'answers') throw answersRefused(outcome.problems, site.t);
    // The confirmation mail was queued in the booking's batch: sent now, not at the next cron.
    if (!outcome.replayed) deliverSoon(appContext(c));
    return c.json({ reservation: outcome.reservation }, 201);
  })
  .openapi(readRoute, async (c) => {
    const site = c.get('site');
    const now = c.get('now');
    const { accountId } = memberOf(c);
    const row = await readReservationRow(
      c.env.DB,
      accountId,
      site.country,
      c.req.valid('param').id,
      now,
    );
    if (!row) throw refused('not-found');
    const [reservation] = await presentReservations(
      c.env.DB,
      [row],
      site.country,
      site.language,
      now,
    );
    return c.json({ reservation }, 200);
  })
  .openapi(cancelRoute, async (c) => {
    const site = c.get('site');
    const outcome = await cancelReservation(c.env.DB, {
      site,
      accountId: memberOf(c).accountId,
      id: c.req.valid('param').id,
      now: c.get('now'),
      origin: publicOriginOf(appContext(c)),
    });
    if (outcome.kind === 'refused') throw refused(outcome.refusal);
    deliverSoon(appContext(c));
    return c.json({ reservation: outcome.reservation }, 200);
  })
  .openapi(rescheduleRoute, async (c) => {
    const site = c.get('site');
    const outcome = await rescheduleReservation(c.env.DB, {
      site,
      accountId: memberOf(c).accountId,
      id: c.req.valid('param').id,
      change: c.req.valid('json'),
      now: c.get('now'),
      origin: publicOriginOf(appContext(c)),
    });
    if (outcome.kind === 'refused') throw refused(outcome.refusal);
    deliverSoon(appContext(c));
    return c.json({ reservation: outcome.reservation }, 200);
  })
  .openapi(calendarRoute, async (c) => {
    const site = c.get('site');
    const now = c.get('now');
    const row = await readReservationRow(
      c.env.DB,
      memberOf(c).accountId,
      site.country,
      c.req.valid('param').id,
      now,
    );
    if (!row) throw refused('not-found');
    const [reservation] = await presentReservations(
      c.env.DB,
      [row],
      site.country,
      site.language,
      now,
    );
    const file = bookingCalendarFile(reservation, site, row.version, now);
    return c.body(file, 200, {
      'content-type': CALENDAR_TYPE,
      'content-disposition': `attachment; filename="${calendarFileName(reservation.confirmationNumber)}"`,
      'cache-control': CACHE.private,
    });
  });

export const accountBookings = apiApp<BookingEnv>().openapi(bookingsRoute, async (c) => {
  const site = c.get('site');
  const items = await listBookings(
    c.env.DB,
    memberOf(c).accountId,
    site.country,
    site.language,
    c.get('now'),
  );
  return c.json({ items }, 200);
});
