import { useT } from '../client/app/site-context';
import { EmptyState } from '../client/components/EmptyState';
import { Link } from '../client/components/Link';
import { PageFrame } from '../client/components/PageFrame';
import { useBagCount } from '../client/features/bag/use-bag';
import type { PageModule } from './types';

/**
 * /cart: the bag. Its contents are per visitor and load in the browser. Until the bag page is
 * built (the bag issue), it says only what is true: how many items the bag holds (the count
 * the header shows too) and what this page will do, or that the bag is empty.
 */
function Cart() {
  const t = useT();
  const count = useBagCount();
  return (
    <PageFrame title={t('cart.title')}>
      {count === undefined ? (
        <p className="loading">{t('common.loading')}</p>
      ) : (
        <EmptyState message={count > 0 ? t('cart.pending', { count }) : t('cart.empty')}>
          <Link className="button" href="/">
            {t('cart.continue')}
          </Link>
        </EmptyState>
      )}
    </PageFrame>
  );
}

const cart: PageModule = {
  load: async ({ t }) => ({ title: t('cart.title') }),
  Page: Cart,
};
export default cart;
