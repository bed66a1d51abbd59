import { useT } from '../app/site-context';

/** The first tab stop: jumps over the header to the page content. */
export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('nav.skipToContent')}
    </a>
  );
}
