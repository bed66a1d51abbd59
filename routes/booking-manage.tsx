import { useRoute } from '../client/app/router';
import bookingCancel from './booking-cancel';
import bookingReschedule from './booking-reschedule';
import type { PageModule } from './types';

/**
 * A member's booking to cancel or reschedule (its owner only): one entry of the route table for
 * both pages (see ./happening.tsx for why), each still its own module.
 */
const moduleOf = (path: string): PageModule =>
  path.includes('/reschedule/') ? bookingReschedule : bookingCancel;

function BookingManage() {
  const { path } = useRoute();
  const { Page } = moduleOf(path);
  return <Page />;
}

const bookingManage: PageModule = {
  load: (ctx) => moduleOf(ctx.path).load(ctx),
  Page: BookingManage,
};
export default bookingManage;
