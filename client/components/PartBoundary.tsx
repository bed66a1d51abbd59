import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
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

function PartError({ retry }: { retry: () => void }) {
  const t = useT();
  const announce = useAnnounce();
  const said = useRef(false);
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
  return (
    <div className="part-error" data-part-error="">
      <p>{message}</p>
      <button type="button" className="button" onClick={retry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}

/**
 * Around a part of a page that loads on its own (behind Suspense): when it fails, only that part
 * says so, with a retry that resets its failed queries and renders it again; the rest of the
 * page keeps working. Each part has its own reset, so retrying one never refetches another.
 */
export function PartBoundary({ children }: { children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorCatcher onReset={reset} fallback={(retry) => <PartError retry={retry} />}>
          {children}
        </ErrorCatcher>
      )}
    </QueryErrorResetBoundary>
  );
}
