import { queueBookingReminders, type ReminderOutcome } from '../booking/reminders';
import { countryPublicOrigin } from '../site/public-origin';

/**
 * The ten-minute job that reminds members of tomorrow's bookings (worker/booking/reminders.ts:
 * the rule, and why a booking is reminded once however often this runs), at the trigger's
 * scheduled time. The mail's links are on each site's public origin.
 */
export function remindBookings(
  env: Pick<Env, 'DB' | 'PUBLIC_ORIGIN' | 'ENVIRONMENT'>,
  at: Date,
): Promise<ReminderOutcome> {
  return queueBookingReminders(env.DB, {
    now: at,
    originFor: (country) => countryPublicOrigin(env, country),
  });
}
