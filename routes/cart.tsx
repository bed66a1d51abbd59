import { useT } from '../client/app/site-context';
import { EmptyState } from '../client/components/EmptyState';
import { Link } from '../client/components/Link';
import { PageFrame } from '../client/components/PageFrame';
import type { PageModule } from './types';

/** /cart: the bag. Its contents are per visitor and load in the browser (the bag issue). */
function Cart() {
  const t = useT();
  return (
    <PageFrame title={t('cart.title')}>
      <EmptyState message={t('cart.empty')}>
        <Link className="button" href="/">
          {t('cart.continue')}
        </Link>
      </EmptyState>
    </PageFrame>
  );
}

const cart: PageModule = { title: (t) => t('cart.title'), Page: Cart };
export default cart;
