import { storeQueries } from '../client/api/store-queries';
import { useRoute } from '../client/app/router';
import { ManageBooking, readBooking } from '../client/features/happening/booking';
import { notFound, signInRequired } from './outcome';
import type { PageModule } from './types';

/** /happening/services/reschedule/{id}: moving a service booking to another time (its owner only). */
function BookingReschedule() {
  const { params } = useRoute();
  return <ManageBooking mode="reschedule" id={Number(params.id)} />;
}

const bookingReschedule: PageModule = {
  load: async (ctx) => {
    const [booking] = await Promise.all([
      readBooking(ctx),
      // The picker needs the booking's store (its time zone): in the page's first HTML too.
      ctx.queryClient.prefetchQuery(storeQueries.stores(ctx.api, ctx)),
    ]);
    if (booking === 'signIn') signInRequired(ctx.path, ctx.search);
    if (booking === 'notFound') notFound();
    return { title: ctx.t('booking.rescheduleTitle') };
  },
  Page: BookingReschedule,
};
export default bookingReschedule;
