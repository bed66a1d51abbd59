import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/** The ids a field is described by, joined; undefined when there are none. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'children'
>;

/**
 * A field's hint and error, each with its id (undefined when there is none), written above the
 * control that lists them in its `aria-describedby`.
 */
export function FieldNotes(props: {
  hintId: string | undefined;
  hint: ReactNode;
  errorId: string | undefined;
  error: string | undefined;
}) {
  const { hintId, hint, errorId, error } = props;
  return (
    <>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

export interface TextFieldProps extends InputProps {
  label: string;
  /** This field's own error, shown above it and tied to it. */
  error?: string | undefined;
  hint?: string | undefined;
  /** More that describes the field (a form's message, a checklist), by id. */
  describedBy?: string | undefined;
  /** Invalid because of a problem shown elsewhere (the form's message names it). */
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown after the input (a show-password toggle). */
  after?: ReactNode;
}

/**
 * A labelled input with its hint and error. The error is written above the input (read before
 * the shopper types again, never hidden by the on-screen keyboard) and tied to it with
 * `aria-describedby`; `aria-invalid` marks the input while it has one.
 */
export function TextField(props: TextFieldProps) {
  const {
    label,
    error,
    hint,
    describedBy: more,
    invalid,
    inputRef,
    after,
    className,
    ...input
  } = props;
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field${error || invalid ? ' has-error' : ''} ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <FieldNotes hintId={hintId} hint={hint} errorId={errorId} error={error} />
      <div className="field-input">
        <input
          ref={inputRef}
          id={id}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy(errorId, hintId, more)}
          {...input}
        />
        {after}
      </div>
    </div>
  );
}

/**
 * A labelled list to choose from, its hint and error tied to it as TextField does; the empty
 * first choice (`placeholder`) stands for "not chosen yet".
 */
export function SelectField(props: {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  error?: string | undefined;
  hint?: string | undefined;
  autoComplete?: string;
  required?: boolean;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const id = useId();
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  return (
    <div className={`field${props.error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{props.label}</label>
      <FieldNotes hintId={hintId} hint={props.hint} errorId={errorId} error={props.error} />
      <div className="field-input">
        <select
          id={id}
          name={props.name}
          autoComplete={props.autoComplete}
          required={props.required}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy(errorId, hintId)}
          value={props.value}
          onChange={props.onChange}
        >
          {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** A checkbox with its label after it, and its error tied to it. */
export function CheckboxField(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  name: string;
  required?: boolean;
}) {
  const id = useId();
  const errorId = props.error ? `${id}-error` : undefined;
  return (
    <div className={`field-check${props.error ? ' has-error' : ''}`}>
      {props.error ? (
        <p id={errorId} className="field-error">
          {props.error}
        </p>
      ) : null}
      <input
        id={id}
        type="checkbox"
        name={props.name}
        checked={props.checked}
        aria-required={props.required || undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={id}>{props.label}</label>
    </div>
  );
}

/**
 * A message about the whole form (the API's answer, a problem with no field of its own). Not a
 * live region (a page has one): the form moves focus here, so it is read at once. A sign-in's
 * reference ID is set apart in the text, so one click or double tap selects it to copy.
 */
export function FormMessage({
  id,
  text,
  reference,
  tone,
  messageRef,
  children,
}: {
  id: string;
  text: string | undefined;
  reference?: string | undefined;
  tone?: 'error' | 'done';
  messageRef?: Ref<HTMLDivElement>;
  children?: ReactNode;
}) {
  if (!text) return null;
  const at = reference ? text.indexOf(reference) : -1;
  return (
    <div
      id={id}
      ref={messageRef}
      tabIndex={-1}
      className={`form-message ${tone === 'done' ? 'is-done' : 'is-error'}`}
    >
      <p>
        {reference && at >= 0 ? (
          <>
            {text.slice(0, at)}
            <code className="reference">{reference}</code>
            {text.slice(at + reference.length)}
          </>
        ) : (
          text
        )}
      </p>
      {reference && at < 0 ? (
        <p>
          <code className="reference">{reference}</code>
        </p>
      ) : null}
      {children}
    </div>
  );
}

/**
 * An e-mail address as every account form asks it: the address keyboard, no spelling fixes
 * or capitals added by the phone, the browser's saved address offered.
 */
export function EmailField(props: Omit<TextFieldProps, 'name' | 'type'>) {
  return (
    <TextField
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      {...props}
    />
  );
}
