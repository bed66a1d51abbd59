import { describe, expect, it } from 'vitest';
import { comboboxKey, type ComboboxState } from '../../../../client/features/search/combobox-keys';

const shown: ComboboxState = { open: true, count: 3, active: -1, popupShown: true, hasText: true };

describe('comboboxKey', () => {
  it('opens a closed popup with either arrow, keeping the caret where it is', () => {
    for (const key of ['ArrowDown', 'ArrowUp'])
      expect(comboboxKey(key, { ...shown, open: false })).toEqual({
        step: { do: 'open' },
        preventDefault: true,
      });
  });

  it('moves the active option down and up, wrapping at both ends', () => {
    const down = (active: number) => comboboxKey('ArrowDown', { ...shown, active }).step;
    const up = (active: number) => comboboxKey('ArrowUp', { ...shown, active }).step;
    expect([down(-1), down(0), down(1), down(2)]).toEqual(
      [0, 1, 2, 0].map((index) => ({ do: 'activate', index })),
    );
    expect([up(-1), up(0), up(2)]).toEqual([2, 2, 1].map((index) => ({ do: 'activate', index })));
  });

  it('does nothing with the arrows when an open popup has no options', () => {
    expect(comboboxKey('ArrowDown', { ...shown, count: 0 }).step).toEqual({ do: 'nothing' });
  });

  it('picks the active option with Enter, and lets Enter submit the search without one', () => {
    expect(comboboxKey('Enter', { ...shown, active: 1 })).toEqual({
      step: { do: 'pick', index: 1 },
      preventDefault: true,
    });
    expect(comboboxKey('Enter', shown)).toEqual({ step: { do: 'nothing' }, preventDefault: false });
  });

  it('closes with the first Escape, clears the text with the second, then lets it be', () => {
    expect(comboboxKey('Escape', shown).step).toEqual({ do: 'close' });
    expect(comboboxKey('Escape', { ...shown, open: false }).step).toEqual({ do: 'clear' });
    expect(comboboxKey('Escape', { ...shown, popupShown: false }).step).toEqual({ do: 'clear' });
    expect(comboboxKey('Escape', { ...shown, open: false, hasText: false })).toEqual({
      step: { do: 'nothing' },
      preventDefault: false,
    });
  });

  it('closes behind Tab without stopping focus from leaving', () => {
    expect(comboboxKey('Tab', shown)).toEqual({ step: { do: 'close' }, preventDefault: false });
  });
});
