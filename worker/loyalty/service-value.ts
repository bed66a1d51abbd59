import { addDays } from '../../client/lib/loyalty/working-days';
import { SITES, siteToday, type Country } from '../../client/lib/sites';
import { beautyPassRulesTranslatorFor } from '../i18n';
import { siteDayStart } from './site-time';

/**
 * Service value (docs/booking.md "Service value", docs/business-rules.md#personal-vouchers): on
 * the day of a paid service, the member's wallet holds a one-use code worth the service's price
 * for products bought that day, on the site's calendar.
 *
 * It is a personal voucher like the insider gifts (./insider-gifts.ts): a row of `promotions`
 * with the member's `account_id`, a fixed amount off the products (`kind = 'amount'`, never more
 * than them: the code lane's calculator), `usage_limit` 1 and once per customer, valid from the
 * start of the booking's site day to the start of the next. So the wallet, applying, and the one
 * use taken at placement are the code lane's own (`used_count` under its CHECK, the redemption's
 * unique key), and nothing new decides a price.
 *
 * Issued as a row, not derived on read, because every guard then is a constraint or the
 * booking's own batch: the code is written in the booking's batch, from the row that batch
 * inserts (its price, account and id), at most one a booking (`promotions_reservation`, migration
 * 0039); a cancel's batch withdraws it (no use left: `usage_limit = used_count`, so a placement
 * racing the cancel fails its batch on the CHECK and decides again), a reschedule's batch moves
 * its day. A code derived on read would need its own use table, its own lane in the bag and the
 * placement, and a guard in placement on the booking's state.
 *
 * These statements are the booking's to call (worker/booking/book.ts, manage.ts, sandbox.ts);
 * `promotions` stays Beauty Pass's table (test/worker/table-owners.test.ts).
 */

/** The code of a booking's value: `SV-` and its confirmation number (unique, 10 capitals). */
export const serviceValueCode = (confirmationNumber: string) => `SV-${confirmationNumber}`;

/** Whether a booking gives a value: a service (not a class or event) with a price. */
export function givesServiceValue(kind: string, price: number | null): boolean {
  return kind === 'service' && price !== null && price > 0;
}

/** The instants the value is usable between: the booking's day on the site's calendar. */
export function serviceValueWindow(
  country: Country,
  startsAt: Date,
): { day: string; from: Date; until: Date } {
  const day = siteToday(country, startsAt);
  return {
    day,
    from: siteDayStart(country, day),
    until: siteDayStart(country, addDays(day, 1)),
  };
}

/**
 * The statements that give a new booking's value, in the booking's batch after its INSERT: the
 * promotion is made from the reservation row the batch wrote (found by its confirmation number),
 * so a batch that failed gives nothing and the value is its frozen price.
 */
export function serviceValueStatements(
  db: D1Database,
  booking: {
    country: Country;
    confirmationNumber: string;
    kind: string;
    price: number | null;
    startsAt: Date;
  },
): D1PreparedStatement[] {
  if (!givesServiceValue(booking.kind, booking.price)) return [];
  const { from, until } = serviceValueWindow(booking.country, booking.startsAt);
  const reservation = `(SELECT id FROM reservations WHERE confirmation_number = ?2)`;
  const titles = SITES[booking.country].languages.map((language) =>
    db
      .prepare(
        `INSERT INTO promotion_texts (promotion_id, language, title)
         SELECT id, ?3, ?4 FROM promotions WHERE country = ?1 AND reservation_id = ${reservation}
         ON CONFLICT DO NOTHING`,
      )
      .bind(
        booking.country,
        booking.confirmationNumber,
        language,
        beautyPassRulesTranslatorFor(language)('beautyPassRules.vouchers.service_value', {
          number: booking.confirmationNumber,
        }),
      ),
  );
  return [
    db
      .prepare(
        `INSERT INTO promotions (country, code, kind, value, sign_in_required, once_per_customer,
           starts_at, ends_at, usage_limit, listed, account_id, reservation_id)
         SELECT ?1, ?3, 'amount', r.price, 1, 1, ?4, ?5, 1, 1, r.account_id, r.id
         FROM reservations r
         WHERE r.confirmation_number = ?2 AND r.price IS NOT NULL AND r.state <> 'cancelled'`,
      )
      .bind(
        booking.country,
        booking.confirmationNumber,
        serviceValueCode(booking.confirmationNumber),
        from.toISOString(),
        until.toISOString(),
      ),
    ...titles,
  ];
}

/**
 * The cancel's statement, after its compare-and-set: once the booking is cancelled its value
 * has no use left (a use already taken stays with its order) and an empty window on its day
 * (`ends_at = starts_at`: an unpaid order's use given back later cannot revive it), and it
 * leaves the wallet. `usage_limit = used_count` is what guards a placement racing the cancel:
 * its batch takes the use under `used_count <= usage_limit` and fails.
 */
export function withdrawServiceValue(db: D1Database, reservationId: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE promotions SET usage_limit = used_count, listed = 0, ends_at = starts_at
       WHERE reservation_id = ?1
         AND EXISTS (SELECT 1 FROM reservations WHERE id = ?1 AND state = 'cancelled')`,
    )
    .bind(reservationId);
}

/**
 * The reschedule's statement, after its compare-and-set: the value moves to the new start's
 * day, only when the row holds that start (the move happened) and is not cancelled.
 */
export function moveServiceValue(
  db: D1Database,
  input: { country: Country; reservationId: number; startsAt: Date },
): D1PreparedStatement {
  const { from, until } = serviceValueWindow(input.country, input.startsAt);
  return db
    .prepare(
      `UPDATE promotions SET starts_at = ?3, ends_at = ?4
       WHERE reservation_id = ?1
         AND EXISTS (SELECT 1 FROM reservations WHERE id = ?1 AND starts_at = ?2 AND state <> 'cancelled')`,
    )
    .bind(
      input.reservationId,
      input.startsAt.toISOString(),
      from.toISOString(),
      until.toISOString(),
    );
}
