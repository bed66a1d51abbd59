import { describe, expect, it } from 'vitest';
import en from '../../../locales/en';
import { answerProblemMessage, checkAnswers } from '../../../client/lib/booking-answers';
import { createTranslator } from '../../../client/lib/i18n';

const t = createTranslator('en', en);
const OCCASION = {
  code: 'occasion',
  kind: 'choice' as const,
  required: true,
  label: 'Occasion',
  options: [{ value: 'wedding' }, { value: 'party' }],
};
const NOTES = {
  code: 'notes',
  kind: 'text' as const,
  required: false,
  label: 'Notes',
  options: [],
};

describe('checkAnswers', () => {
  it('keeps trimmed answers and leaves out unanswered optional ones', () => {
    expect(checkAnswers([OCCASION, NOTES], { occasion: 'party', notes: '  ' })).toEqual({
      answers: { occasion: 'party' },
      problems: [],
    });
  });

  it('names a missing required answer, an unknown choice and a long text, in words', () => {
    const { problems } = checkAnswers([OCCASION, NOTES], { notes: 'x'.repeat(501) });
    expect(problems.map((problem) => answerProblemMessage(problem, t))).toEqual([
      'Please answer: Occasion',
      'Your answer to “Notes” is too long: at most 500 characters.',
    ]);
    const choice = checkAnswers([OCCASION], { occasion: 'funeral' }).problems[0];
    expect(answerProblemMessage(choice, t)).toBe('Choose one of the answers to: Occasion');
  });

  it('refuses an answer to a question the activity does not have (the API’s case)', () => {
    const { problems } = checkAnswers([NOTES], { nope: 'x' });
    expect(problems).toEqual([{ code: 'nope', kind: 'unknown', question: 'nope' }]);
    expect(answerProblemMessage(problems[0], t)).toContain('answers.nope');
  });
});
