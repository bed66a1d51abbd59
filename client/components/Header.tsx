import { useLayout } from '../app/use-layout';
import { useT } from '../app/site-context';
import { AccountMenu } from '../features/account/AccountMenu';
import { BagLink } from '../features/bag/BagLink';
import { SearchBox } from '../features/search/SearchBox';
import { LanguageSwitch } from './LanguageSwitch';
import { Link } from './Link';

/**
 * The site header: brand mark and language switch, search, account menu and bag, then the main
 * menus on a row of their own. The source order is the order on screen at every width, so focus
 * follows what the eye reads; on a phone the same parts pack into three short rows (styles.css).
 */
export function Header() {
  const layout = useLayout();
  const t = useT();
  return (
    <header className="site-header">
      {layout.header.promoBar ? <p className="promo-bar">{layout.header.promoBar}</p> : null}
      <div className="header-row">
        <Link className="logo" href="/" aria-label={t('nav.homeLabel')}>
          {t('site.brandMark')}
        </Link>
        <LanguageSwitch />
        <SearchBox />
        <div className="header-tools">
          <AccountMenu items={layout.accountMenu} />
          <BagLink />
        </div>
        <nav aria-label={t('nav.mainLabel')} className="main-nav">
          <ul>
            {layout.header.menus.map((item) => (
              <li key={item.id}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
