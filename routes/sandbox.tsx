import { lazy, Suspense } from 'react';
import { orderQueries } from '../client/api/order-queries';
import { useRoute } from '../client/app/router';
import { useT } from '../client/app/site-context';
import { Link } from '../client/components/Link';
import { NotFoundPage } from '../client/components/NotFoundPage';
import { PageFrame } from '../client/components/PageFrame';
import { SandboxBankApp } from '../client/features/orders/SandboxBankApp';
import { SANDBOX_PAGES, sandboxPath, sandboxTarget } from './shared/sandbox-pages';
import { notFound } from './outcome';
import type { PageModule } from './types';
import type { Params } from './match';
import type { Country } from '../client/lib/sites';

function findPage(params: Params) {
  return SANDBOX_PAGES.find(
    (page) =>
      page.country === params.country &&
      page.language === params.language &&
      page.pageType === params.pageType &&
      page.variant === params.variant,
  );
}

/** The sandbox bank app's path: the open payments, to pay, fail, expire, approve or block. */
const BANK_APP = '/sandbox/payments';

/** The sandbox booking provider's page (client/features/happening/SandboxProvider.tsx). */
const BOOKING_PROVIDER = '/sandbox/booxi';
/** The sandbox's bookings (client/features/happening/SandboxBookings.tsx). */
const BOOKINGS = '/sandbox/bookings';
const SandboxBookings = lazy(() =>
  import('../client/features/happening/SandboxBookings').then((module) => ({
    default: module.SandboxBookings,
  })),
);
const SandboxProvider = lazy(() =>
  import('../client/features/happening/SandboxProvider').then((module) => ({
    default: module.SandboxProvider,
  })),
);

/**
 * /sandbox, /sandbox/payments (the bank app: client/features/orders/SandboxBankApp.tsx) and
 * /sandbox/{country}/{language}/{pageType}/{variant?}: developer pages, never in production.
 */
function Sandbox() {
  const t = useT();
  const { params, path } = useRoute();
  if (path === BANK_APP) return <SandboxBankApp />;
  if (path === BOOKINGS)
    return (
      <Suspense fallback={null}>
        <SandboxBookings />
      </Suspense>
    );
  if (path === BOOKING_PROVIDER)
    return (
      <Suspense fallback={null}>
        <SandboxProvider />
      </Suspense>
    );
  if (!params.pageType) {
    return (
      <PageFrame title={t('sandbox.title')} lead={t('sandbox.lead')}>
        <p>
          <Link href={BANK_APP}>{t('sandboxPayments.title')}</Link>
        </p>
        <p>
          <Link href={BOOKINGS}>{t('booking.sandbox.title')}</Link>
        </p>
        <ul>
          {SANDBOX_PAGES.map((page) => (
            <li key={sandboxPath(page)}>
              <Link href={sandboxPath(page)}>
                {t(page.label)} ({page.country.toUpperCase()} · {page.language})
              </Link>
            </li>
          ))}
        </ul>
      </PageFrame>
    );
  }
  const page = findPage(params);
  if (!page) return <NotFoundPage />;
  return (
    <PageFrame
      title={`${t('sandbox.title')}: ${t(page.label)}`}
      lead={t('sandbox.pageType', { type: page.pageType })}
    >
      <p>
        <a className="button" href={sandboxTarget(page)}>
          {t('sandbox.open', { country: t(`countries.${page.country as Country}`) })}
        </a>
      </p>
    </PageFrame>
  );
}

const sandbox: PageModule = {
  load: async ({ t, params, path, api, queryClient }) => {
    if (path === BANK_APP) {
      await queryClient.prefetchQuery(orderQueries.sandboxPayments(api));
      return { title: t('sandboxPayments.title') };
    }
    if (path === BOOKING_PROVIDER) return { title: t('booking.provider.sandboxTitle') };
    if (path === BOOKINGS) return { title: t('booking.sandbox.title') };
    if (!params.pageType) return { title: t('sandbox.title') };
    const page = findPage(params);
    if (!page) notFound(t('sandbox.title'));
    return { title: `${t('sandbox.title')}: ${t(page.label)}` };
  },
  Page: Sandbox,
};
export default sandbox;
