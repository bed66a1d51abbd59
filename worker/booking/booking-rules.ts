import type { Activity, BookingQuestionList } from '../../client/api/booking-contract';
import { ANSWER_MAX } from '../../client/lib/booking-contact';
import { tierRank, type Tier } from '../../client/lib/commerce-rules';

/**
 * Who may book what, and which answers a booking form may carry (docs/booking.md "Booking"):
 * pure decisions, tested in test/worker/booking/booking-rules.test.ts.
 */

export type BookingRefusal =
  'app-only' | 'invitation-only' | 'provider' | 'not-offered' | 'no-slots';

/** Whether a member of `tier` may book `activity` at `storeId` here (null: they may). */
export function refusalFor(
  activity: Activity,
  storeId: number,
  tier: Tier | null,
): BookingRefusal | null {
  if (!activity.storeIds.includes(storeId)) return 'not-offered';
  if (activity.appOnly) return 'app-only';
  // Booked at the external provider, which returns to /happening/services/booxi/success.
  if (activity.provider !== 'store') return 'provider';
  if (activity.invitationOnly && tierRank(tier) < tierRank('gold')) return 'invitation-only';
  return null;
}

/** A problem of an answer: its question's code and label (the code itself when unknown). */
export type AnswerProblem =
  | { code: string; label: string; kind: 'unknown' | 'required' | 'choice' }
  | { code: string; label: string; kind: 'tooLong'; max: number };

/**
 * The answers as kept (trimmed, empty ones left out) and each problem: a code that is not a
 * question of the activity, a required question unanswered, a choice not among its options, a
 * text too long.
 */
export function checkAnswers(
  questions: BookingQuestionList['items'],
  given: Readonly<Record<string, string>>,
): { answers: Record<string, string>; problems: AnswerProblem[] } {
  const answers: Record<string, string> = {};
  const problems: AnswerProblem[] = [];
  const known = new Set(questions.map((question) => question.code));
  for (const code of Object.keys(given))
    if (!known.has(code)) problems.push({ code, label: code, kind: 'unknown' });
  for (const question of questions) {
    const text = (given[question.code] ?? '').trim();
    if (!text) {
      if (question.required)
        problems.push({ code: question.code, label: question.label, kind: 'required' });
      continue;
    }
    if (question.kind === 'choice' && !question.options.some((option) => option.value === text))
      problems.push({ code: question.code, label: question.label, kind: 'choice' });
    else if (text.length > ANSWER_MAX)
      problems.push({
        code: question.code,
        label: question.label,
        kind: 'tooLong',
        max: ANSWER_MAX,
      });
    else answers[question.code] = text;
  }
  return { answers, problems };
}
