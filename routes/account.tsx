import { useRoute } from '../client/app/router';
import { useT } from '../client/app/site-context';
import { PageFrame } from '../client/components/PageFrame';
import {
  accountQuery,
  addressesQuery,
  isSignedOut,
  pointsHistoryQuery,
} from '../client/features/account/account-queries';
import { Addresses } from '../client/features/account/Addresses';
import {
  ACCOUNT_SECTIONS,
  AccountNav,
  BeautyProfile,
  ChangePassword,
  Overview,
  Profile,
  SignOut,
  Upcoming,
} from '../client/features/account/AccountSections';
import {
  BeautyPassDashboard,
  BeautyPassPoints,
} from '../client/features/beauty-pass/BeautyPassSections';
import { AccountOrders } from '../client/features/orders/AccountOrders';
import { orderQueries } from '../client/api/order-queries';
import { bookingQueries } from '../client/api/booking-queries';
import type { MessageKey } from '../client/lib/i18n';
import { notFound, signInRequired } from './outcome';
import { AccountBookings } from '../client/features/happening/booking';
import type { PageModule } from './types';

const TITLES = new Map(ACCOUNT_SECTIONS.map(({ section, title }) => [section, title]));

function titleKey(section: string | undefined): MessageKey {
  return TITLES.get(section ?? '') ?? 'account.overview';
}

/** What each section shows (`/account/wishlist` is its own route, guests' too). */
function Section(props: { section: string }) {
  switch (props.section) {
    case 'profile':
      return <Profile />;
    case 'addresses':
      return <Addresses />;
    case 'password':
      return <ChangePassword />;
    case 'sign-out':
      return <SignOut />;
    case 'orders':
      return <AccountOrders />;
    case 'bookings':
      return <AccountBookings />;
    case 'reviews':
      return <Upcoming message="account.reviews" />;
    case 'points':
      return <BeautyPassPoints />;
    case 'beauty-profile':
      return <BeautyProfile />;
    case 'dashboard':
      return <BeautyPassDashboard />;
    default:
      return <Overview />;
  }
}

/**
 * /account/{section?}: a member's account (a member route: the worker sends a guest to sign in
 * first). The account comes from GET account, loaded before the page renders; a sign-in that
 * has ended meanwhile is sent to sign in and come back.
 */
function Account() {
  const t = useT();
  const { params } = useRoute();
  const section = params.section ?? '';
  return (
    <PageFrame className="account-page" title={t(titleKey(section))}>
      <div className="account-layout">
        <AccountNav current={section} />
        <div className="account-content">
          <Section section={section} />
        </div>
      </div>
    </PageFrame>
  );
}

const account: PageModule = {
  load: async ({ t, params, api, queryClient, path, search, country, language }) => {
    if (params.section !== undefined && !TITLES.has(params.section)) notFound();
    // The page's critical data: a sign-in that has ended is sent to sign in and come back;
    // any other failure is the 500 page (the server render never retries).
    try {
      await Promise.all([
        queryClient.fetchQuery(accountQuery(api)),
        // The addresses section's list is in its first HTML too.
        params.section === 'addresses'
          ? queryClient.fetchQuery(addressesQuery(api, { country, language }))
          : undefined,
        // So is the orders section's first page.
        params.section === 'orders'
          ? queryClient.fetchQuery(orderQueries.orders(api, { country, language }))
          : undefined,
        // So is the bookings section's list.
        params.section === 'bookings'
          ? queryClient.fetchQuery(bookingQueries.bookings(api, { country, language }))
          : undefined,
        // And the points section's first page of its history; a failure there leaves the
        // rest of the section standing (the list asks again in the browser, with a retry).
        params.section === 'points'
          ? queryClient.prefetchQuery(pointsHistoryQuery(api))
          : undefined,
      ]);
    } catch (error) {
      if (isSignedOut(error)) signInRequired(path, search);
      throw error;
    }
    return { title: t(titleKey(params.section)) };
  },
  Page: Account,
};
export default account;
