import { useRoute } from '../client/app/router';
import { useT } from '../client/app/site-context';
import { EmptyState } from '../client/components/EmptyState';
import { Link } from '../client/components/Link';
import { PageFrame } from '../client/components/PageFrame';
import type { MessageKey } from '../client/lib/i18n';
import { notFound } from './outcome';
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

/**
 * /account/{section?}: a member's account pages (a member route: the worker sends a guest to
 * sign in first). The wish list, guests' too, is its own route (routes/wishlist.tsx).
 */
function Account() {
  const t = useT();
  const { path, params } = useRoute();
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
  load: async ({ t, params }) => {
    if (params.section !== undefined && !(params.section in SECTIONS)) notFound();
    return { title: t(titleKey(params.section)) };
  },
  Page: Account,
};
export default account;
