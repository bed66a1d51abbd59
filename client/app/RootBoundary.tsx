import { useEffect, useRef, type ReactNode } from 'react';
import { ErrorCatcher } from '../components/PartBoundary';
import { useT } from './site-context';

/** The whole page in place of an app that failed: what happened, and a reload. */
function AppError() {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // Whatever had focus is gone with the app: the message takes it (and a screen reader reads it).
  useEffect(() => heading.current?.focus(), []);
  return (
    <main id="main" className="page page-narrow app-error">
      <h1 ref={heading} tabIndex={-1}>
        {t('errors.serverTitle')}
      </h1>
      <p>{t('errors.appFailed')}</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
      </p>
    </main>
  );
}

/**
 * The app's last line: an error no part caught (a page that failed to render, a broken layout)
 * shows a translated full-page message with a reload, instead of an empty document.
 */
export function RootBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorCatcher onReset={() => undefined} fallback={() => <AppError />}>
      {children}
    </ErrorCatcher>
  );
}
