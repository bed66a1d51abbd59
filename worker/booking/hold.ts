import type { HoldAnswer, SlotChoice } from '../../client/api/booking-contract';
import { runGuardedChange } from '../db/guarded-change';
import {
  choose,
  claimStatements,
  lostBookingRace,
  prelude,
  type BookRefusal,
  type Member,
} from './book';
import { HOLD_MINUTES } from './slots';
import { isoWithOffset } from './time';
import type { Country, Language } from '../../client/lib/sites';

/**
 * Holding a chosen time for 5 minutes while the member fills in the form (docs/booking.md
 * "The numbers"): a hold row and claims that carry its expiry, so nobody else books the slot
 * meanwhile and, once it lapses, the next booking of a unit takes the unit over (no job needed).
 * A member has one hold at a time: a new choice lets go of the last one in the same batch.
 */

export type HoldOutcome =
  { kind: 'held'; hold: HoldAnswer['hold'] } | { kind: 'refused'; refusal: BookRefusal };

export async function holdSlot(
  db: D1Database,
  input: {
    site: { country: Country; language: Language };
    member: Member;
    choice: SlotChoice;
    now: Date;
  },
): Promise<HoldOutcome> {
  const { site, member, choice, now } = input;
  const context = await prelude(db, site, member, choice);
  if ('refusal' in context) return { kind: 'refused', refusal: context.refusal };
  const { activity, store, timeZone } = context;
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString();
  return runGuardedChange<number[], HoldOutcome>({
    db,
    now,
    key: null,
    read: () => ({
      statements: [
        db
          .prepare('SELECT id FROM holds WHERE account_id = ?1 AND expires_at > ?2')
          .bind(member.accountId, now.toISOString()),
      ],
      read: ([holds]) => (holds.results as { id: number }[]).map((row) => row.id),
    }),
    replay: () => ({ kind: 'refused', refusal: 'busy' }),
    reused: () => ({ kind: 'refused', refusal: 'key-reused' }),
    decide: async (holdIds) => {
      const chosen = await choose(
        db,
        site,
        { activityId: activity.id, durationMinutes: activity.durationMinutes, store, timeZone },
        { start: new Date(choice.start), artistId: choice.artistId ?? null },
        { holdIds },
        now,
      );
      if (!chosen) return { answer: { kind: 'refused', refusal: 'no-slots' } };
      const [lapsed, claims] = claimStatements(db, chosen, { holdExpiresAt: expiresAt }, now);
      return {
        write: {
          changes: [
            // Every hold of the member lets go (their claims with them), lapsed or not.
            db.prepare('DELETE FROM holds WHERE account_id = ?1').bind(member.accountId),
            lapsed,
            db
              .prepare(
                `INSERT INTO holds (account_id, activity_id, store_id, artist_id, session_rule_id,
                   starts_at, ends_at, created_at, expires_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
              )
              .bind(
                member.accountId,
                activity.id,
                store.id,
                chosen.kind === 'service' ? chosen.artist.id : null,
                chosen.kind === 'session' ? chosen.ruleId : null,
                chosen.start.toISOString(),
                chosen.end.toISOString(),
                now.toISOString(),
                expiresAt,
              ),
            claims,
          ],
          after: [
            db
              .prepare('SELECT id FROM holds WHERE account_id = ?1 AND starts_at = ?2')
              .bind(member.accountId, chosen.start.toISOString()),
          ],
          answer: ({ after: [read] }) => ({
            kind: 'held',
            hold: {
              id: (read.results[0] as { id: number }).id,
              start: isoWithOffset(chosen.start, timeZone),
              end: isoWithOffset(chosen.end, timeZone),
              expiresAt,
              artist: chosen.kind === 'service' ? chosen.artist : null,
            },
          }),
        },
      };
    },
    lostRace: lostBookingRace,
    exhausted: () => ({ kind: 'refused', refusal: 'busy' }),
  });
}
