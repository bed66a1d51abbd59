import { ANSWER_MAX } from './booking-contact';
import type { Translate } from './i18n';

/**
 * The booking form's answers to an activity's questions (GET booking-service/questions): a
 * required one answered, a choice one of its options, a text within ANSWER_MAX. The form's own
 * check, in the page's words; the API repeats it.
 */
export interface Question {
  code: string;
  kind: 'choice' | 'text';
  required: boolean;
  label: string;
  options: readonly { value: string }[];
}

export type AnswerProblem =
  | { code: string; kind: 'required' | 'choice'; question: string }
  | { code: string; kind: 'tooLong'; question: string; max: number };

/** The answers as sent (trimmed, unanswered ones left out) and every problem in order. */
export function checkAnswers(
  questions: readonly Question[],
  input: Readonly<Record<string, string>>,
): { answers: Record<string, string>; problems: AnswerProblem[] } {
  const answers: Record<string, string> = {};
  const problems: AnswerProblem[] = [];
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

export function answerProblemMessage(problem: AnswerProblem, t: Translate): string {
  switch (problem.kind) {
    case 'required':
      return t('booking.form.answerRequired', { question: problem.question });
    case 'choice':
      return t('booking.form.answerChoice', { question: problem.question });
    case 'tooLong':
      return t('booking.form.answerTooLong', { question: problem.question, max: problem.max });
  }
}
