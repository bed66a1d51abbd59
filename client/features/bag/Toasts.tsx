import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useAnnounce } from '../../app/announcer';
import { useT } from '../../app/site-context';

/**
 * Notifications (the spec's defaults): each shows for 3000 ms at the top right, 300 px wide, as
 * many at once as there are, and closes when clicked. "Top" is below the site header while it is
 * in view, so a notice never covers the header's Account and Bag (the shopper's next move after
 * "at most 6" is often the bag); once the header is scrolled away they sit at the viewport's top.
 * What one says is also said in the page's one polite live region (client/app/announcer.tsx), so
 * the toasts are not a region of their own: two regions would read it twice.
 */
export const TOAST_DURATION_MS = 3000;

/** The toasts' top edge (px): a gap below the header's bottom edge, or below the viewport's top. */
export function toastTop(headerBottom: number | null, gap = 16): number {
  return Math.max(gap, (headerBottom ?? 0) + gap / 2);
}

/** toastTop for the page's header as it is now. */
function measureToastTop(): number {
  return toastTop(document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? null);
}

/** The toasts' top, kept while they show (the page may scroll under them). */
function useToastTop(active: boolean): number {
  const [top, setTop] = useState(() =>
    typeof document === 'undefined' ? toastTop(null) : measureToastTop(),
  );
  useEffect(() => {
    if (!active) return;
    const update = () => setTop(measureToastTop());
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [active]);
  return top;
}

type Toast = (text: string) => void;

const ToastContext = createContext<Toast | null>(null);

interface Shown {
  id: number;
  text: string;
}

function ToastItem({ toast, onClose }: { toast: Shown; onClose: (id: number) => void }) {
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onClose]);
  return (
    <li>
      <button type="button" className="toast" onClick={() => onClose(toast.id)}>
        {toast.text}
        <span className="visually-hidden"> {t('bagPage.toastClose')}</span>
      </button>
    </li>
  );
}

/** Holds the page's notifications and shows them over it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const announce = useAnnounce();
  const [toasts, setToasts] = useState<Shown[]>([]);
  const top = useToastTop(toasts.length > 0);
  const close = useCallback(
    (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback<Toast>(
    (text) => {
      setToasts((shown) => [...shown, { id: (shown.at(-1)?.id ?? 0) + 1, text }]);
      announce(text);
    },
    [announce],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      {toasts.length ? (
        <ol className="toasts" style={{ top }}>
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onClose={close} />
          ))}
        </ol>
      ) : null}
    </ToastContext.Provider>
  );
}

/** Shows a notification (outside a ToastProvider, it is only said in the live region). */
export function useToast(): Toast {
  const toast = useContext(ToastContext);
  const announce = useAnnounce();
  return toast ?? announce;
}
