import { useId, useState, type FormEvent } from 'react';
import { useAnnounce } from '../../app/announcer';
import { useT } from '../../app/site-context';
import { MAX_LINE_QUANTITY } from '../../lib/commerce-rules';

export interface QuantityStepperProps {
  /** The product's name, so each line's controls say which line they change. */
  name: string;
  quantity: number;
  /** The line's limit: the lowest of 6, the item's own per-order limit and the stock. */
  max: number;
  onChange: (quantity: number) => void;
}

/**
 * A line's quantity, 1 to its limit: minus and plus buttons and a number input, each labelled
 * with the product. At a bound the button stays in the tab order (marked aria-disabled) and
 * says why it does nothing, which a disabled button cannot. A typed quantity is sent when the
 * shopper leaves the field or presses Enter; one above the limit is sent as typed, so the API's
 * own message says which limit it is (the optimistic change is then rolled back).
 */
export function QuantityStepper({ name, quantity, max, onChange }: QuantityStepperProps) {
  const t = useT();
  const id = useId();
  const noteId = `${id}-note`;
  const announce = useAnnounce();
  const [typed, setTyped] = useState(String(quantity));
  const [shown, setShown] = useState(quantity);
  const [note, setNote] = useState('');
  // The quantity changed from outside (an answer, a rollback): the field shows it.
  if (shown !== quantity) {
    setShown(quantity);
    setTyped(String(quantity));
  }
  // Why a press did nothing: written next to the stepper and said in the page's live region.
  const say = (text: string) => {
    setNote(text);
    announce(text);
  };

  const step = (next: number) => {
    if (next < 1) return say(t('bagPage.quantity.atLeastOne'));
    if (next > max)
      return say(
        max >= MAX_LINE_QUANTITY
          ? t('bag.errors.maxQuantity', { max })
          : t('bagPage.quantity.limit', { max }),
      );
    setNote('');
    onChange(next);
  };
  const commit = (event?: FormEvent) => {
    event?.preventDefault();
    const next = Number(typed);
    if (!Number.isInteger(next) || next < 1) {
      setTyped(String(quantity));
      say(t('bagPage.quantity.atLeastOne'));
      return;
    }
    setNote('');
    if (next !== quantity) onChange(next);
  };

  return (
    <form className="stepper" onSubmit={commit} noValidate>
      <button
        type="button"
        className="stepper-button"
        aria-label={t('bagPage.quantity.decrease', { name })}
        aria-disabled={quantity <= 1 ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        onClick={() => step(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={id} className="visually-hidden">
        {t('bagPage.quantity.label', { name })}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={typed}
        aria-describedby={note ? noteId : undefined}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => commit()}
      />
      <button
        type="button"
        className="stepper-button"
        aria-label={t('bagPage.quantity.increase', { name })}
        aria-disabled={quantity >= max ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        onClick={() => step(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
      {note ? (
        <p id={noteId} className="stepper-note">
          {note}
        </p>
      ) : null}
    </form>
  );
}
