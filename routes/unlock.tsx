import { useT } from '../client/app/site-context';
import { PageFrame } from '../client/components/PageFrame';
import type { PageModule } from './types';

/** /users/unlock: unlocking an account locked after too many sign-in attempts. */
function Unlock() {
  const t = useT();
  return (
    <PageFrame title={t('unlock.title')} lead={t('unlock.lead')}>
      <p>{t('unlock.help')}</p>
    </PageFrame>
  );
}

const unlock: PageModule = {
  load: async ({ t }) => ({ title: t('unlock.title') }),
  Page: Unlock,
};
export default unlock;
