import { HappeningList, loadHappening } from '../client/features/happening/booking';
import { useT } from '../client/app/site-context';
import { PageFrame } from '../client/components/PageFrame';
import type { PageModule } from './types';

/** /happening/services: beauty classes, services and store events to book. */
function Services() {
  const t = useT();
  return (
    <PageFrame className="happening-page" title={t('services.title')} lead={t('services.lead')}>
      <HappeningList />
    </PageFrame>
  );
}

const services: PageModule = {
  load: async (ctx) => {
    await loadHappening(ctx);
    return { title: ctx.t('services.title') };
  },
  Page: Services,
};
export default services;
