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
function BagPage() {
  const t = useT();
  const count = useBagCount();
  return (
    <PageFrame title={t('bag.title')}>
      {count === undefined ? (
        <p className="loading">{t('common.loading')}</p>
      ) : (
        <EmptyState message={count > 0 ? t('bag.pending', { count }) : t('bag.empty')}>
          <Link className="button" href="/">
            {t('bag.continue')}
          </Link>
        </EmptyState>
      )}
    </PageFrame>
  );
}

const bag: PageModule = {
  load: async ({ t }) => ({ title: t('bag.title') }),
  Page: BagPage,
};
export default bag;
