import { useRoute } from '../client/app/router';
import { useT } from '../client/app/site-context';
import { EmptyState } from '../client/components/EmptyState';
import { Link } from '../client/components/Link';
import { PageFrame } from '../client/components/PageFrame';
import type { MessageKey } from '../client/lib/i18n';
import type { PageModule } from './types';

/** The order page's view, told apart by the URL suffix (spec §4). */
const VIEWS: Record<string, MessageKey> = {
  confirmation: 'order.confirmation',
  payment_pending: 'order.paymentPending',
  payment_failed: 'order.paymentFailed',
  payment_instruction: 'order.paymentInstruction',
};

function viewOf(path: string): MessageKey {
  const suffix = path.split('/')[3];
  return (suffix && VIEWS[suffix]) || 'order.detail';
}

/** /orders/{id} and its aliases: an order is shown only to its owner, after sign-in. */
function Order() {
  const t = useT();
  const { path, params } = useRoute();
  const returnTo = encodeURIComponent(path);
  return (
    <PageFrame title={t('order.heading', { id: params.id ?? '' })} lead={t(viewOf(path))}>
      <EmptyState message={t('order.signInToView')}>
        <Link className="button" href={`/sign_in?return_to=${returnTo}`}>
          {t('nav.signIn')}
        </Link>
      </EmptyState>
    </PageFrame>
  );
}

const order: PageModule = {
  load: async ({ t, params }) => ({ title: t('order.heading', { id: params.id ?? '' }) }),
  Page: Order,
};
export default order;
