import type { Reservation } from '../../api/booking-contract';
import { bookingQueries } from '../../api/booking-queries';
import { ApiRequestError } from '../../api/client';
import type { LoadContext } from '../../../routes/types';

/**
 * The cancel and reschedule pages' data: the booking, to its owner (private HTML). The API
 * answers anyone else's or an unknown id as 404 (`notFound`: the 404 page, never a sign-in
 * prompt that would say the booking exists); a session it no longer accepts is `signIn`. The
 * routes turn these into their outcomes (routes/outcome.ts).
 */
export async function readBooking(ctx: LoadContext): Promise<Reservation | 'notFound' | 'signIn'> {
  const id = ctx.params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) return 'notFound';
  try {
    const found = await ctx.queryClient.fetchQuery(
      bookingQueries.reservation(ctx.api, ctx, Number(id)),
    );
    return found ?? 'notFound';
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return 'signIn';
    throw error;
  }
}
