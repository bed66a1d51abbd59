import { useRoute } from '../app/router';
import { useT } from '../app/site-context';
import { Link } from './Link';

/** The spec's 'Page not found: {path}', with a way back home. */
export function NotFoundPage() {
  const t = useT();
  const { path } = useRoute();
  let shown = path;
  try {
    shown = decodeURIComponent(path);
  } catch {
    // A malformed escape: show the path as it came.
  }
  return (
    <section className="page page-narrow not-found">
      <h1>{t('notFound.heading', { path: shown })}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link className="button" href="/">
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}
