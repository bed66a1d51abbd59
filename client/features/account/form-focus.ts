import { useEffect, useRef, type RefObject } from 'react';
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

/** Moves focus to an element once it is shown (a result that replaces the form). */
export function useFocusWhenShown<T extends HTMLElement>(shown: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}
