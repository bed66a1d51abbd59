import { useRoute } from '../client/app/router';
import { useT } from '../client/app/site-context';
import { EmptyState } from '../client/components/EmptyState';
import { Link } from '../client/components/Link';
import { PageFrame } from '../client/components/PageFrame';
import type { PageModule } from './types';

/** /store-locations/{slug}: one store with its tabs, directions and phone (the stores issue). */
function StoreLocation() {
  const t = useT();
  const { params } = useRoute();
  return (
    <PageFrame title={t('store.title')} lead={t('store.lead', { slug: params.slug ?? '' })}>
      <EmptyState message={t('store.empty')}>
        <Link href="/happening/services">{t('store.services')}</Link>
      </EmptyState>
    </PageFrame>
  );
}

const storeLocation: PageModule = {
  load: async ({ t }) => ({ title: t('store.title') }),
  Page: StoreLocation,
};
export default storeLocation;
