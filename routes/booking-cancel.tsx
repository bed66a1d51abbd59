import { signInGateModule } from './shared/sign-in-gate';

/** /happening/{events|classes|services}/cancel/{id}: cancelling a booking (its owner only). */
export default signInGateModule({
  title: 'booking.cancelTitle',
  lead: 'booking.reference',
  message: 'booking.signInToManage',
});
