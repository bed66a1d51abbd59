import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterDrawer } from '../../../client/features/listing/FilterDrawer';
import { renderInSite } from '../render-app';

afterEach(cleanup);

function renderDrawer() {
  return renderInSite(
    <FilterDrawer count={1234}>
      <form aria-label="Filters">
        <label>
          <input type="checkbox" name="others" value="new" /> New
        </label>
      </form>
    </FilterDrawer>,
  );
}

describe('FilterDrawer', () => {
  it('is opened by a button that says how many results there are', () => {
    renderDrawer();
    expect(
      screen.getByRole('button', { name: 'Filters (1,234 results)' }).getAttribute('aria-haspopup'),
    ).toBe('dialog');
  });

  it('opens as a labelled dialog with focus inside; Escape closes it and returns focus to the button', () => {
    renderDrawer();
    const opener = screen.getByRole('button', { name: /^Filters/ });
    opener.focus();
    fireEvent.click(opener);
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Filters',
    );
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes with "Show N results" too', () => {
    renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Show 1,234 results', hidden: true }));
    expect((document.querySelector('dialog') as HTMLDialogElement).open).toBe(false);
  });
});
