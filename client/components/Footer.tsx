import { useLayout } from '../app/use-layout';
import { useT } from '../app/site-context';
import { Link } from './Link';

/** The footer: link columns from the layout, legal links (privacy, terms), copyright. */
export function Footer() {
  const layout = useLayout();
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        {layout.footer.columns.map((column) => (
          <nav key={column.id} aria-label={column.label}>
            <h2>{column.label}</h2>
            <ul>
              {(column.children ?? []).map((item) => (
                <li key={item.id}>
                  <Link href={item.href} prefetch="none">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <nav className="legal-links" aria-label={t('footer.legalLabel')}>
        <ul>
          {layout.footer.legal.map((item) => (
            <li key={item.id}>
              <Link href={item.href} prefetch="none">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="copyright">{t('footer.copyright')}</p>
    </footer>
  );
}
