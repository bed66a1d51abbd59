import { useEffect, useRef } from 'react';
import { hasProblem, type FormProblem } from './form-problem';

/**
 * After a refused submit, focus goes where the shopper must act: the form's message when there
 * is one (it says what happened and is read at once), else the first field marked invalid.
 * Runs once per problem (each submit makes a new one), never while the shopper types.
 */
export function useProblemFocus(problem: FormProblem) {
  const form = useRef<HTMLFormElement>(null);
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!hasProblem(problem)) return;
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (problem.form || !field) message.current?.focus();
    else field.focus();
  }, [problem]);
  return { form, message };
}
