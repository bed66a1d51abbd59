import { useRoute } from '../client/app/router';
import { useT } from '../client/app/site-context';
import { EmptyState } from '../client/components/EmptyState';
import { Link } from '../client/components/Link';
import { PageFrame } from '../client/components/PageFrame';
import { WishlistPage } from '../client/features/wishlist/WishlistPage';
import type { MessageKey } from '../client/lib/i18n';
import type { PageModule } from './types';

/** Sections of the account menu (spec §2) and their titles. */
const SECTIONS: Record<string, MessageKey> = {
  '': 'nav.myAccount',
  orders: 'nav.orders',
  reviews: 'nav.reviews',
  wishlist: 'nav.wishlist',
  points: 'nav.points',
  'beauty-profile': 'nav.beautyProfile',
  dashboard: 'nav.dashboard',
  'sign-out': 'nav.signOut',
};

function titleKey(section: string | undefined): MessageKey {
  return SECTIONS[section ?? ''] ?? 'nav.myAccount';
}

/** /account/{section?}: a member's account pages; guests are asked to sign in first. */
function Account() {
  const t = useT();
  const { path, params } = useRoute();
  // The wish list is kept per device: guests have one too, no sign-in needed.
  if (params.section === 'wishlist') {
    return (
      <PageFrame title={t(titleKey(params.section))}>
        <WishlistPage />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t(titleKey(params.section))}>
      <EmptyState message={t('account.signInFirst')}>
        <Link className="button" href={`/sign_in?return_to=${encodeURIComponent(path)}`}>
          {t('nav.signIn')}
        </Link>
      </EmptyState>
    </PageFrame>
  );
}

const account: PageModule = {
  title: (t, location) => t(titleKey(location.params.section)),
  status: (location) =>
    location.params.section === undefined || location.params.section in SECTIONS ? 200 : 404,
  Page: Account,
};
export default account;
