/**
 * What a key pressed in the search combobox does (the ARIA 1.2 combobox pattern): a pure
 * decision, so the component only carries it out. Focus never leaves the input; `active` is
 * the option `aria-activedescendant` names (-1 when none).
 */
export type ComboboxStep =
  | { do: 'open' }
  | { do: 'activate'; index: number }
  | { do: 'pick'; index: number }
  | { do: 'close' }
  | { do: 'clear' }
  | { do: 'nothing' };

export interface ComboboxState {
  open: boolean;
  /** The options shown. */
  count: number;
  active: number;
  /** Whether the popup shows something (options or tips): Escape closes it first. */
  popupShown: boolean;
  /** Whether the input holds text: a second Escape clears it. */
  hasText: boolean;
}

/** The step, and whether the key's own behaviour (moving the caret, submitting) is stopped. */
export function comboboxKey(
  key: string,
  state: ComboboxState,
): { step: ComboboxStep; preventDefault: boolean } {
  const { open, count, active } = state;
  switch (key) {
    case 'ArrowDown':
      if (!open) return { step: { do: 'open' }, preventDefault: true };
      if (!count) return { step: { do: 'nothing' }, preventDefault: true };
      return {
        step: { do: 'activate', index: active < 0 || active >= count - 1 ? 0 : active + 1 },
        preventDefault: true,
      };
    case 'ArrowUp':
      if (!open) return { step: { do: 'open' }, preventDefault: true };
      if (!count) return { step: { do: 'nothing' }, preventDefault: true };
      return {
        step: { do: 'activate', index: active <= 0 ? count - 1 : active - 1 },
        preventDefault: true,
      };
    case 'Enter':
      // With no active option, Enter submits the form (a search for the text).
      return active >= 0
        ? { step: { do: 'pick', index: active }, preventDefault: true }
        : { step: { do: 'nothing' }, preventDefault: false };
    case 'Escape':
      if (open && state.popupShown) return { step: { do: 'close' }, preventDefault: true };
      if (state.hasText) return { step: { do: 'clear' }, preventDefault: true };
      return { step: { do: 'nothing' }, preventDefault: false };
    case 'Tab':
      // Tab leaves the input as usual; the popup closes behind it.
      return { step: { do: 'close' }, preventDefault: false };
    default:
      return { step: { do: 'nothing' }, preventDefault: false };
  }
}
