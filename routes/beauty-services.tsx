import { HappeningList, loadHappening } from '../client/features/happening/booking';
import { useT } from '../client/app/site-context';
import { PageFrame } from '../client/components/PageFrame';
import type { PageModule } from './types';

/** /happening/beauty-services: the beauty services only, with the same sidebar. */
function BeautyServices() {
  const t = useT();
  return (
    <PageFrame
      className="happening-page"
      title={t('services.beautyServices')}
      lead={t('services.beautyLead')}
    >
      <HappeningList servicesOnly />
    </PageFrame>
  );
}

const beautyServices: PageModule = {
  load: async (ctx) => {
    await loadHappening(ctx);
    return { title: ctx.t('services.beautyServices') };
  },
  Page: BeautyServices,
};
export default beautyServices;
