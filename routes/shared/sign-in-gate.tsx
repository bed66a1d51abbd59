import { useRoute } from '../../client/app/router';
import { useT } from '../../client/app/site-context';
import { EmptyState } from '../../client/components/EmptyState';
import { Link } from '../../client/components/Link';
import { PageFrame } from '../../client/components/PageFrame';
import type { MessageKey } from '../../client/lib/i18n';
import type { PageModule } from '../types';

/**
 * A page that belongs to a signed-in owner (bookings, orders, account): its frame, and for a
 * guest the way to sign in and come straight back.
 */
export function signInGateModule(options: {
  title: MessageKey;
  lead?: MessageKey;
  message: MessageKey;
}): PageModule {
  function Gate() {
    const t = useT();
    const { path, params } = useRoute();
    return (
      <PageFrame
        title={t(options.title)}
        lead={options.lead ? t(options.lead, { id: params.id ?? '' }) : undefined}
      >
        <EmptyState message={t(options.message)}>
          <Link className="button" href={`/sign_in?return_to=${encodeURIComponent(path)}`}>
            {t('nav.signIn')}
          </Link>
        </EmptyState>
      </PageFrame>
    );
  }
  return { load: async ({ t }) => ({ title: t(options.title) }), Page: Gate };
}
