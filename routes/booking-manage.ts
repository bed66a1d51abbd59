import { ApiRequestError } from '../client/api/client';
import { bookingQueries } from '../client/api/booking-queries';
import { notFound, signInRequired } from './outcome';
import type { LoadContext } from './types';

/**
 * The cancel and reschedule pages' `load()`: the booking, to its owner (private HTML). The API
 * answers anyone else's or an unknown id as 404: the 404 page, never a sign-in prompt that
 * would say the booking exists. A session the API no longer accepts signs in again.
 */
export async function loadBooking(ctx: LoadContext, title: string) {
  const id = ctx.params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) notFound();
  let found;
  try {
    found = await ctx.queryClient.fetchQuery(bookingQueries.reservation(ctx.api, ctx, Number(id)));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401)
      signInRequired(ctx.path, ctx.search);
    throw error;
  }
  if (!found) notFound();
  return { title };
}
