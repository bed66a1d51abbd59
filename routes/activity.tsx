import { useRoute } from '../client/app/router';
import { useT } from '../client/app/site-context';
import { EmptyState } from '../client/components/EmptyState';
import { Link } from '../client/components/Link';
import { PageFrame } from '../client/components/PageFrame';
import type { MessageKey } from '../client/lib/i18n';
import type { PageModule } from './types';

const KINDS: Record<string, MessageKey> = {
  events: 'activity.event',
  classes: 'activity.class',
  services: 'activity.service',
};

function kindOf(path: string): MessageKey {
  return KINDS[path.split('/')[2] ?? ''] ?? 'activity.service';
}

/** /happening/{events|classes|services}/{id}: one bookable activity. */
function Activity() {
  const t = useT();
  const { path } = useRoute();
  return (
    <PageFrame title={t(kindOf(path))}>
      <EmptyState message={t('booking.timesPending')}>
        <Link href="/happening/services">{t('booking.backToServices')}</Link>
      </EmptyState>
    </PageFrame>
  );
}

const activity: PageModule = {
  load: async ({ t, path }) => ({ title: t(kindOf(path)) }),
  Page: Activity,
};
export default activity;
