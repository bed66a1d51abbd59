import { useT } from '../client/app/site-context';
import { PageFrame } from '../client/components/PageFrame';
import { WishlistPage } from '../client/features/wishlist/WishlistPage';
import type { PageModule } from './types';

/** /account/wishlist: the wish list, kept per device, so guests have one too (no sign-in). */
function Wishlist() {
  const t = useT();
  return (
    <PageFrame title={t('nav.wishlist')}>
      <WishlistPage />
    </PageFrame>
  );
}

const wishlist: PageModule = {
  load: async ({ t }) => ({ title: t('nav.wishlist') }),
  Page: Wishlist,
};
export default wishlist;
