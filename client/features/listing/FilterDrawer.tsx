import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSite } from '../../app/site-context';

/**
 * The filter panel's frame. On a wide screen it is the listing's side column, always shown. On a
 * phone (styles.css) the panel would push the first product a screen and a half down, so it
 * waits behind a button that says how many results there are, and opens as a modal dialog
 * (the native <dialog>: the page behind it is inert). Focus moves into the dialog; Escape, the
 * close button or "Show N results" close it and return focus to the button.
 */
export function FilterDrawer({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useSite();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const open = () => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    // The heading row's close button is the first control: focus starts there, not on a filter.
    element.querySelector<HTMLElement>('.filter-close')?.focus();
  };
  const close = () => {
    if (dialog.current?.open) dialog.current.close();
  };
  // Escape is handled here as well as by the browser, so it works the same everywhere.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || !dialog.current?.open) return;
    event.preventDefault();
    close();
  };

  return (
    <div className="filter-frame">
      <button
        ref={opener}
        type="button"
        className="button filter-toggle"
        aria-haspopup="dialog"
        onClick={open}
      >
        {t('listing.filtersButton', { count })}
      </button>
      <dialog
        ref={dialog}
        className="filter-drawer"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onClose={() => opener.current?.focus()}
      >
        <div className="filter-drawer-head">
          <h2 id={titleId}>{t('listing.filters')}</h2>
          <button
            type="button"
            className="filter-close"
            aria-label={t('listing.closeFilters')}
            onClick={close}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
        <p className="filter-drawer-foot">
          <button type="button" className="button" onClick={close}>
            {t('listing.showResults', { count })}
          </button>
        </p>
      </dialog>
    </div>
  );
}
