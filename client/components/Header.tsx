import { useLayout } from '../app/use-layout';
import { useT } from '../app/site-context';
import { AccountMenu } from '../features/account/AccountMenu';
import { BagLink } from '../features/bag/BagLink';
import { SearchBox } from '../features/search/SearchBox';
import { LanguageSwitch } from './LanguageSwitch';
import { Link } from './Link';

/** The site header: brand mark, main menus, search, language switch, account menu and bag. */
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
        <nav aria-label={t('nav.mainLabel')} className="main-nav">
          <ul>
            {layout.header.menus.map((item) => (
              <li key={item.id}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <SearchBox />
        <div className="header-tools">
          <LanguageSwitch />
          <AccountMenu items={layout.accountMenu} />
          <BagLink />
        </div>
      </div>
    </header>
  );
}
