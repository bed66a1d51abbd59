import { lazy, Suspense } from 'react';
import { useRoute } from '../client/app/router';
import { useT } from '../client/app/site-context';
import { PageFrame } from '../client/components/PageFrame';
import type { PageModule } from './types';

const ProviderReturn = lazy(() =>
  import('../client/features/happening/ProviderReturn').then((module) => ({
    default: module.ProviderReturn,
  })),
);

const titleOf = (path: string) =>
  path.endsWith('/success') ? 'booking.provider.successTitle' : 'booking.provider.cancelTitle';

/**
 * /happening/services/booxi/{success|cancel}: where the external booking provider sends the
 * member back. Nothing is confirmed in the HTML (shared by everyone): the booking shows after
 * the worker has verified the reference (client/features/happening/ProviderReturn.tsx).
 */
function BooxiReturn() {
  const t = useT();
  const { path } = useRoute();
  return (
    <PageFrame title={t(titleOf(path))}>
      <Suspense fallback={null}>
        <ProviderReturn success={path.endsWith('/success')} />
      </Suspense>
    </PageFrame>
  );
}

const booxiReturn: PageModule = {
  load: async ({ t, path }) => ({ title: t(titleOf(path)) }),
  Page: BooxiReturn,
};
export default booxiReturn;
