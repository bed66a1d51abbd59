import { QueryErrorResetBoundary } from '@tanstack/react-query';
import {
  Component,
  Suspense,
  useEffect,
  useRef,
  type ErrorInfo,
  type ReactNode,
  type RefObject,
} from 'react';
import { useAnnounce } from '../app/announcer';
import { useT } from '../app/site-context';

interface CatcherProps {
  /** What stands in for the part once it failed; `retry` renders the part again. */
  fallback: (retry: () => void) => ReactNode;
  /** Called before the part renders again (the failed queries are reset here). */
  onReset: () => void;
  children: ReactNode;
}

/**
 * The error boundary itself (React has only the class form). It renders its children on the
 * server and in the browser alike, so hydration sees the same tree; a part that fails on the
 * server is left to its Suspense boundary, which renders it again in the browser, where a
 * second failure lands here.
 */
export class ErrorCatcher extends Component<CatcherProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // React logs the error itself; this names where it was caught.
    console.warn('A part of the page failed and shows a retry', error, info.componentStack);
  }

  retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return this.props.fallback(this.retry);
    return this.props.children;
  }
}

/** The last message said by a failed part, so parts that fail together are announced once. */
let lastSaid = { text: '', at: 0 };
const SAME_MESSAGE_MS = 2000;

function PartError({
  retry,
  placeholder,
  part,
}: {
  retry: () => void;
  placeholder: ReactNode;
  part: RefObject<HTMLDivElement | null>;
}) {
  const t = useT();
  const announce = useAnnounce();
  const said = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const message = t('errors.partFailed');
  useEffect(() => {
    if (said.current) return;
    said.current = true;
    // Through the page's one live region; two parts failing at once are said once.
    const now = Date.now();
    if (lastSaid.text === message && now - lastSaid.at < SAME_MESSAGE_MS) return;
    lastSaid = { text: message, at: now };
    announce(message);
  }, [announce, message]);
  // A retry left focus on the part (PartBoundary): failing again, it goes on to the new button.
  // Only from there: a part failing on its own, or after the shopper moved on, takes no focus.
  useEffect(() => {
    if (document.activeElement === part.current) button.current?.focus();
  }, [part]);
  // The part's own placeholder, unseen, keeps the box it reserved: the message stands on it, so
  // a failure moves nothing below (styles.css, `.part-error`).
  return (
    <div className="part-error" data-part-error="">
      <div className="part-error-box">{placeholder}</div>
      <div className="part-error-message">
        <p>{message}</p>
        <button ref={button} type="button" className="button" onClick={retry}>
          {t('errors.retry')}
        </button>
      </div>
    </div>
  );
}

/**
 * Around a part of a page that loads on its own, behind Suspense with `fallback` (which reserves
 * the part's box): when it fails, only that part says so, in that box, with a retry that resets
 * its failed queries and renders it again; the rest of the page keeps working. Each part has its
 * own reset, so retrying one never refetches another.
 */
export function PartBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const part = useRef<HTMLDivElement>(null);
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        // Focusable by script only: "Try again" goes away as the part renders again (placeholder,
        // then content or a new error), and focus would fall to <body>. It moves here first, so a
        // keyboard user keeps their place; quietly, as the box may be taller than the screen.
        <div ref={part} tabIndex={-1}>
          <ErrorCatcher
            onReset={() => {
              part.current?.focus({ preventScroll: true });
              reset();
            }}
            fallback={(retry) => <PartError retry={retry} placeholder={fallback} part={part} />}
          >
            <Suspense fallback={fallback}>{children}</Suspense>
          </ErrorCatcher>
        </div>
      )}
    </QueryErrorResetBoundary>
  );
}
