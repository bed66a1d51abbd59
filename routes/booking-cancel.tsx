import { useRoute } from '../client/app/router';
import { ManageBooking } from '../client/features/happening/ManageBooking';
import { loadBooking } from './booking-manage';
import type { PageModule } from './types';

/** /happening/{events|classes|services}/cancel/{id}: cancelling a booking (its owner only). */
function BookingCancel() {
  const { params } = useRoute();
  return <ManageBooking mode="cancel" id={Number(params.id)} />;
}

const bookingCancel: PageModule = {
  load: (ctx) => loadBooking(ctx, ctx.t('booking.cancelTitle')),
  Page: BookingCancel,
};
export default bookingCancel;
