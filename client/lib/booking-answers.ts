import { ANSWER_MAX } from './booking-contact';
import type { Translate } from './i18n';

/**
 * The booking form's answers to an activity's questions (GET booking-service/questions): a
 * required one answered, a choice one of its options, a text within ANSWER_MAX, no answer to a
 * question the activity does not have. One rule for the form and the API
 * (worker/booking/book.ts), each in its shopper's words.
 */
export interface Question {
  code: string;
  kind: 'choice' | 'text';
  required: boolean;
  label: string;
  options: readonly { value: string }[];
}

export type AnswerProblem =
  | { code: string; kind: 'unknown' | 'required' | 'choice'; question: string }
  | { code: string; kind: 'tooLong'; question: string; max: number };

/** The answers as sent (trimmed, unanswered ones left out) and every problem in order. */
export function checkAnswers(
  questions: readonly Question[],
  input: Readonly<Record<string, string>>,
): { answers: Record<string, string>; problems: AnswerProblem[] } {
  const answers: Record<string, string> = {};
  const problems: AnswerProblem[] = [];
  // An answer to no question of the activity (never sent by the form: the API's refusal).
  const known = new Set(questions.map((question) => question.code));
  for (const code of Object.keys(input))
    if (!known.has(code)) problems.push({ code, kind: 'unknown', question: code });
  for (const question of questions) {
    const text = (input[question.code] ?? '').trim();
    const base = { code: question.code, question: question.label };
    if (!text) {
      if (question.required) problems.push({ ...base, kind: 'required' });
      continue;
    }
    if (question.kind === 'choice' && !question.options.some((option) => option.value === text))
      problems.push({ ...base, kind: 'choice' });
    else if (text.length > ANSWER_MAX) problems.push({ ...base, kind: 'tooLong', max: ANSWER_MAX });
    else answers[question.code] = text;
  }
  return { answers, problems };
}

/** The key and values of a problem's message (booking.json "booking.form"). */
export function answerProblemWords(problem: AnswerProblem): {
  key:
    | 'booking.form.answerRequired'
    | 'booking.form.answerChoice'
    | 'booking.form.answerTooLong'
    | 'errors.field';
  params: Record<string, string | number>;
} {
  switch (problem.kind) {
    case 'unknown':
      return { key: 'errors.field', params: { field: `answers.${problem.code}` } };
    case 'required':
      return { key: 'booking.form.answerRequired', params: { question: problem.question } };
    case 'choice':
      return { key: 'booking.form.answerChoice', params: { question: problem.question } };
    case 'tooLong':
      return {
        key: 'booking.form.answerTooLong',
        params: { question: problem.question, max: problem.max },
      };
  }
}

/** A problem's message in the page's (or the request's) language. */
export function answerProblemMessage(problem: AnswerProblem, t: Translate): string {
  const { key, params } = answerProblemWords(problem);
  return t(key, params);
}
