import { useRoute } from '../client/app/router';
import { storeQueries } from '../client/api/store-queries';
import { ManageBooking } from '../client/features/happening/ManageBooking';
import { loadBooking } from './booking-manage';
import type { PageModule } from './types';

/** /happening/services/reschedule/{id}: moving a service booking to another time (its owner only). */
function BookingReschedule() {
  const { params } = useRoute();
  return <ManageBooking mode="reschedule" id={Number(params.id)} />;
}

const bookingReschedule: PageModule = {
  load: async (ctx) => {
    // The picker needs the booking's store (its time zone): in the page's first HTML too.
    await ctx.queryClient.prefetchQuery(storeQueries.stores(ctx.api, ctx));
    return loadBooking(ctx, ctx.t('booking.rescheduleTitle'));
  },
  Page: BookingReschedule,
};
export default bookingReschedule;
