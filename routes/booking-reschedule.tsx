import { signInGateModule } from './shared/sign-in-gate';

/** /happening/services/reschedule/{id}: moving a service booking to another slot (its owner only). */
export default signInGateModule({
  title: 'booking.rescheduleTitle',
  lead: 'booking.reference',
  message: 'booking.signInToManage',
});
