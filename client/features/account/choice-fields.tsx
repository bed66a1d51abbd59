import { useId } from 'react';

/**
 * A group of radio buttons (one answer) or checkboxes (several) in a fieldset whose legend
 * names the question: screen readers say the question with each choice, and every choice is
 * a native control (arrow keys move between radios, space ticks a box).
 */
export function ChoiceGroup(props: {
  legend: string;
  name: string;
  type: 'radio' | 'checkbox';
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const id = useId();
  const toggle = (value: string, checked: boolean) => {
    if (props.type === 'radio') props.onChange(value ? [value] : []);
    else
      props.onChange(
        checked
          ? [...props.chosen, value]
          : props.chosen.filter((candidate) => candidate !== value),
      );
  };
  return (
    <fieldset className="choice-group">
      <legend>{props.legend}</legend>
      <div className="choices">
        {props.options.map((option) => {
          const optionId = `${id}-${option.value || 'none'}`;
          const checked =
            props.type === 'radio' && !option.value
              ? props.chosen.length === 0
              : props.chosen.includes(option.value);
          return (
            <div className="field-check" key={option.value || 'none'}>
              <input
                id={optionId}
                type={props.type}
                name={props.name}
                value={option.value}
                checked={checked}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
