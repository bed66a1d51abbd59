import { ApiRequestError } from '../../api/client';
import type { Translate } from '../../lib/i18n';
import type { FormProblem } from '../account/form-problem';

/**
 * A refused booking change as the page shows it. The API's message is already in the page's
 * language; a field it names (`contact.email`, `answers.skin_type`, or the contact's own name)
 * goes by that field of the form, else on the form. The spec's own sentences are the page's
 * words for the codes that have one, so they read the same wherever the refusal comes from.
 */
export function bookingRefusal(
  error: unknown,
  t: Translate,
  fields: readonly string[],
): FormProblem {
  if (!(error instanceof ApiRequestError) || !error.body || error.status >= 500)
    return { fields: {}, rules: [], form: t('errors.server') };
  const { message, data } = error.body;
  const problem: FormProblem = { fields: {}, rules: [], code: data.code };
  const named = (field: string) => field.replace(/^contact\./, '');
  const issues = data.issues?.length
    ? data.issues
    : data.field
      ? [{ field: data.field, message }]
      : [];
  for (const issue of issues)
    if (fields.includes(named(issue.field))) problem.fields[named(issue.field)] ??= issue.message;
  if (Object.keys(problem.fields).length === 0) problem.form = codeMessage(data.code, t) ?? message;
  return problem;
}

/** The page's sentence for a refusal's code, when the spec gives one. */
export function codeMessage(code: string | undefined, t: Translate): string | undefined {
  switch (code) {
    case 'NO_SLOTS':
      return t('booking.errors.noSlots');
    case 'BOOKING_EXPIRED':
      return t('booking.errors.expired');
    case 'APP_ONLY':
      return t('booking.errors.appOnly');
    case 'INVITATION_ONLY':
      return t('booking.errors.invitationOnly');
    default:
      return undefined;
  }
}
