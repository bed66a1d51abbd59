import type { MenuItem } from '../api/contract';
import { useLayout } from '../app/use-layout';
import { useT } from '../app/site-context';
import { Link } from './Link';

/** A labelled list of footer links (no prefetch: footers are rarely the next click). */
function FooterLinks({
  label,
  items,
  className,
  heading,
}: {
  label: string;
  items: MenuItem[];
  className?: string;
  heading?: boolean;
}) {
  return (
    <nav className={className} aria-label={label}>
      {heading ? <h2>{label}</h2> : null}
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link href={item.href} prefetch="none">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer: link columns from the layout, legal links (privacy, terms), copyright. */
export function Footer() {
  const layout = useLayout();
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        {layout.footer.columns.map((column) => (
          <FooterLinks key={column.id} label={column.label} items={column.children ?? []} heading />
        ))}
      </div>
      <FooterLinks
        className="legal-links"
        label={t('footer.legalLabel')}
        items={layout.footer.legal}
      />
      <p className="copyright">{t('footer.copyright')}</p>
    </footer>
  );
}
