import { useRoute } from '../client/app/router';
import { ManageBooking, readBooking } from '../client/features/happening/booking';
import { notFound, signInRequired } from './outcome';
import type { PageModule } from './types';

/** /happening/{events|classes|services}/cancel/{id}: cancelling a booking (its owner only). */
function BookingCancel() {
  const { params } = useRoute();
  return <ManageBooking mode="cancel" id={Number(params.id)} />;
}

const bookingCancel: PageModule = {
  load: async (ctx) => {
    const booking = await readBooking(ctx);
    if (booking === 'signIn') signInRequired(ctx.path, ctx.search);
    if (booking === 'notFound') notFound();
    return { title: ctx.t('booking.cancelTitle') };
  },
  Page: BookingCancel,
};
export default bookingCancel;
