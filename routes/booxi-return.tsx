import { useRoute } from '../client/app/router';
import { useT } from '../client/app/site-context';
import { Link } from '../client/components/Link';
import { PageFrame } from '../client/components/PageFrame';
import type { PageModule } from './types';

/** /happening/services/booxi/{cancel|success}: where the external booking provider sends shoppers back. */
function BooxiReturn() {
  const t = useT();
  const { path } = useRoute();
  const success = path.endsWith('/success');
  return (
    <PageFrame title={success ? t('booking.providerSuccess') : t('booking.providerCancel')}>
      <p>
        <Link className="button" href="/happening/services">
          {t('booking.backToServices')}
        </Link>
      </p>
    </PageFrame>
  );
}

const booxiReturn: PageModule = {
  load: async ({ t, path }) => ({
    title: path.endsWith('/success') ? t('booking.providerSuccess') : t('booking.providerCancel'),
  }),
  Page: BooxiReturn,
};
export default booxiReturn;
