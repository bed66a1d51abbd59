import { useRoute } from '../client/app/router';
import { useT } from '../client/app/site-context';
import { Link } from '../client/components/Link';
import { PageFrame } from '../client/components/PageFrame';
import { UnlockPanel } from '../client/features/account/UnlockPanel';
import type { PageModule } from './types';

/**
 * /users/unlock: unlocking an account locked after too many sign-in attempts. The e-mailed link
 * brings `?token=`; without one, the page says how to get unlocked.
 */
function Unlock() {
  const t = useT();
  const { search } = useRoute();
  const token = new URLSearchParams(search).get('token');
  return (
    <PageFrame className="page-narrow" title={t('unlock.title')} lead={t('unlock.lead')}>
      {token ? (
        <UnlockPanel token={token} />
      ) : (
        <>
          <p>{t('unlock.help')}</p>
          <p>
            <Link href="/sign_in">{t('unlock.signIn')}</Link>
          </p>
        </>
      )}
    </PageFrame>
  );
}

const unlock: PageModule = {
  load: async ({ t }) => ({ title: t('unlock.title') }),
  Page: Unlock,
};
export default unlock;
