import { useT } from '../client/app/site-context';
import { EmptyState } from '../client/components/EmptyState';
import { Link } from '../client/components/Link';
import { PageFrame } from '../client/components/PageFrame';
import type { PageModule } from './types';

/** /happening/beauty-services: the beauty services a store offers. */
function BeautyServices() {
  const t = useT();
  return (
    <PageFrame title={t('services.beautyServices')} lead={t('services.beautyLead')}>
      <EmptyState message={t('services.pending')}>
        <Link href="/happening/services">{t('services.title')}</Link>
      </EmptyState>
    </PageFrame>
  );
}

const beautyServices: PageModule = {
  load: async ({ t }) => ({ title: t('services.beautyServices') }),
  Page: BeautyServices,
};
export default beautyServices;
