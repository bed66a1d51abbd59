import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { useT } from '../app/site-context';
import { useProblemFocus } from '../features/account/form-focus';
import { formProblem, NO_PROBLEM, type FormProblem } from '../features/account/form-problem';

/** A message per field, keyed by the field's name as the form and the API's refusals name it. */
export type FieldErrors = FormProblem['fields'];

/** The names of a form's text fields (those an input's change event sets). */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

export interface FormOptions<V, R> {
  initial: V | (() => V);
  /**
   * Every problem the form can see by itself, by field, in the page's words: the API's rules
   * written in the browser (./features/account/validation.ts), checked on submit. Nothing is
   * sent while there is one.
   */
  check?: (values: V) => FieldErrors;
  /** The fields the API may name in a refusal, as this form names them. */
  fields: readonly string[];
  /** Sends the values; what it answers becomes `sent`. */
  send: (values: V) => Promise<R>;
  /** What else the answer asks for once the form's problem is cleared (a sign-in's way on). */
  done?: (result: R, values: V) => void | Promise<void>;
  /** A refusal as the form shows it (by default `formProblem` with `fields`). */
  refusal?: (error: unknown) => FormProblem;
}

/**
 * One way for a form to hold its state: the values, the problem of the last submit (the
 * form's own check, else the API's refusal by the field it names; focus goes to it:
 * ./features/account/form-focus.ts), whether it is sending, and the last answer.
 *
 * Ours rather than a form library: the forms are small, and the home page's first-load JS is
 * within a few bytes of its budget (scripts/budget.ts), so none is added to the bundle for them.
 * The checks are the forms' own functions, not the API's zod schemas: the browser imports those
 * for their types only (zod stays out of the bundle), and the page says each problem in its own
 * words. Problems are shown from a submit and kept until the next one, not as the shopper types
 * (no "touched" state): a message does not come and go under the shopper's fingers.
 */
export function useForm<V extends object, R = void>(options: FormOptions<V, R>) {
  const t = useT();
  const [values, setValues] = useState(options.initial);
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ result: R } | null>(null);
  /** The values the API last refused (the password a refused rule is about). */
  const [refused, setRefused] = useState<V | undefined>(undefined);
  const { form, message } = useProblemFocus(problem);

  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setSent(null);
    setValues((current) => ({ ...current, [name]: value }));
  };
  /** The change handler of a text field. */
  const input = (name: TextField<V>) => (event: { target: { value: string } }) =>
    set(name, event.target.value as V[TextField<V>]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSent(null);
    const fields = options.check?.(values) ?? {};
    if (Object.keys(fields).length) {
      setProblem({ fields, rules: [] });
      return;
    }
    setSending(true);
    try {
      const result = await options.send(values);
      setProblem(NO_PROBLEM);
      setSent({ result });
      await options.done?.(result, values);
    } catch (error) {
      setRefused(values);
      setProblem(options.refusal?.(error) ?? formProblem(error, t, options.fields));
    } finally {
      setSending(false);
    }
  };

  return {
    values,
    /** For a change that depends on the values as they are then (a prefill that arrives late). */
    setValues: setValues as Dispatch<SetStateAction<V>>,
    set,
    input,
    problem,
    errors: problem.fields,
    sending,
    /** The API's last answer (`{ result }`), until a field changes or the form is sent again. */
    sent,
    refused,
    submit,
    /** For the form element and its message: focus goes there after a refused submit. */
    form,
    message,
  };
}

/** Moves focus to an element once it is shown (a result that replaces the form). */
export function useFocusWhenShown<T extends HTMLElement>(shown: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}
