import { useT } from '../client/app/site-context';
import { EmptyState } from '../client/components/EmptyState';
import { Link } from '../client/components/Link';
import { PageFrame } from '../client/components/PageFrame';
import type { PageModule } from './types';

/** /happening/services: beauty classes, services and store events to book (the booking issue). */
function Services() {
  const t = useT();
  return (
    <PageFrame title={t('services.title')} lead={t('services.lead')}>
      <aside className="app-prompt" aria-label={t('services.appLabel')}>
        <p>{t('services.appOnly')}</p>
        <p>{t('services.redeemable')}</p>
      </aside>
      <EmptyState message={t('services.pending')}>
        <Link href="/happening/beauty-services">{t('services.beautyServices')}</Link>
      </EmptyState>
    </PageFrame>
  );
}

const services: PageModule = {
  load: async ({ t }) => ({ title: t('services.title') }),
  Page: Services,
};
export default services;
