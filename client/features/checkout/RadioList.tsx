import { useId, type ReactNode } from 'react';
import { describedBy, FieldNotes } from '../../components/fields';

export interface RadioOption<T extends string | number> {
  value: T;
  label: ReactNode;
  /** More about the option (its fee and dates, a store's address and hours), tied to it. */
  detail?: ReactNode;
  disabled?: boolean;
}

/**
 * One answer among options that say more than a word: native radio buttons (arrow keys move
 * between them) inside the fieldset the caller gives, whose legend asks the question. A note
 * (why some options are shut) and the group's error are tied to every option.
 */
export function RadioList<T extends string | number>(props: {
  name: string;
  options: readonly RadioOption<T>[];
  chosen: T | null;
  onChange: (value: T) => void;
  note?: ReactNode;
  error?: string | undefined;
}) {
  const id = useId();
  const noteId = props.note ? `${id}-note` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  return (
    <div className={`radio-list${props.error ? ' has-error' : ''}`}>
      <FieldNotes hintId={noteId} hint={props.note} errorId={errorId} error={props.error} />
      <ul>
        {props.options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const chosen = option.value === props.chosen;
          return (
            <li
              key={option.value}
              className={`radio-option${chosen ? ' is-chosen' : ''}${option.disabled ? ' is-disabled' : ''}`}
            >
              <input
                id={optionId}
                type="radio"
                name={props.name}
                value={option.value}
                checked={chosen}
                disabled={option.disabled}
                // A radio takes no aria-invalid: the group's error describes each option, and
                // marks it for the form to focus the first field to fix.
                data-invalid={props.error ? true : undefined}
                aria-describedby={describedBy(
                  option.detail ? `${optionId}-detail` : undefined,
                  option.disabled && noteId,
                  errorId,
                )}
                onChange={() => props.onChange(option.value)}
              />
              <label htmlFor={optionId}>{option.label}</label>
              {option.detail ? (
                <div id={`${optionId}-detail`} className="radio-detail">
                  {option.detail}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
