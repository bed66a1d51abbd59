import { ApiRequestError } from '../../api/client';
import type { Translate } from '../../lib/i18n';
import { PASSWORD_CODES, type PasswordRule } from '../../lib/password-rules';

/**
 * What went wrong with a form, in the words to show: a message per field it names (each shown
 * by its field and tied to it), else one for the whole form; the password rules the API
 * refused (their codes, marked on the checklist); a sign-in's reference ID (to quote to
 * customer care); and the API's error code, for forms that answer a code with more than words.
 */
export interface FormProblem {
  fields: Partial<Record<string, string>>;
  form?: string;
  rules: PasswordRule[];
  reference?: string;
  code?: string;
}

export const NO_PROBLEM: FormProblem = { fields: {}, rules: [] };

/** Whether a problem has anything to show. */
export function hasProblem(problem: FormProblem): boolean {
  return Boolean(problem.form) || Object.values(problem.fields).some(Boolean);
}

const RULE_OF_CODE = new Map<string, PasswordRule>(
  Object.entries(PASSWORD_CODES).map(([rule, code]) => [code, rule as PasswordRule]),
);

/**
 * A failed call as a form's problem. The API's message is already in the page's language
 * (README "Errors"); it goes by the field it names when the form has that field, else on the form.
 * Anything that is not an API answer (offline, a fault) is the page's "try again".
 */
export function formProblem(error: unknown, t: Translate, fields: readonly string[]): FormProblem {
  if (!(error instanceof ApiRequestError) || !error.body || error.status >= 500)
    return { fields: {}, rules: [], form: t('errors.server') };
  const { message, data } = error.body;
  const codes = Array.isArray(data.codes) ? (data.codes as unknown[]) : [];
  const rules = codes.flatMap((code) => {
    const rule = typeof code === 'string' ? RULE_OF_CODE.get(code) : undefined;
    return rule ? [rule] : [];
  });
  const reference = typeof data.reference === 'string' ? data.reference : undefined;
  const problem: FormProblem = { fields: {}, rules, code: data.code };
  if (reference) problem.reference = reference;
  if (data.field && fields.includes(data.field)) problem.fields[data.field] = message;
  else problem.form = message;
  return problem;
}
