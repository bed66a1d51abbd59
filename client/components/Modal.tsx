import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useT } from '../app/site-context';

export interface ModalProps {
  title: string;
  /** The shopper closed it: Escape, the close button, or a choice inside it. */
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /**
   * Where focus goes on closing, asked then: an answer overrides the control that opened the
   * dialog (a confirmed removal takes that control away).
   */
  focusOnClose?: () => HTMLElement | null;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea';

/**
 * A modal dialog of the bag: the native <dialog> opened with showModal (the page behind it is
 * inert, so focus stays inside), labelled by its heading. It is open while it is rendered: focus
 * moves to the control marked `data-autofocus` (else the first one), and when it goes focus
 * returns to the control that opened it. Escape closes it (handled here as well as by the
 * browser, so it works the same everywhere).
 */
export function Modal({ title, onClose, children, className, focusOnClose }: ModalProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Read when the dialog goes: the parent's latest answer, without reopening the dialog.
  const focusTarget = useRef(focusOnClose);
  useEffect(() => {
    focusTarget.current = focusOnClose;
  });

  // A layout effect: its cleanup runs in the commit that removes the dialog, so focus goes back
  // to the opener at once instead of resting on <body> until the passive effects run (a
  // screen reader would announce the page, and a test could see the gap).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    const first =
      element.querySelector<HTMLElement>('[data-autofocus]') ??
      element.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (element.open) element.close();
      const target = focusTarget.current?.() ?? (opener?.isConnected ? opener : null);
      target?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal-head">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="modal-close"
          aria-label={t('bagPage.close')}
          onClick={() => onClose()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
