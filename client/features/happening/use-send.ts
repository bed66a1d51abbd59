import { useRef, useState } from 'react';

/**
 * A change sent once at a time (hold, cancel, reschedule), and whether it is on its way: a press
 * while it is sending does nothing. Ours rather than TanStack's `useMutation`, whose module is a
 * chunk shared with other pages: every chunk a happening page needs is a line of the entry's
 * preload table, in the first load (at its budget).
 */
export function useSend<A, R>(
  send: (arg: A) => Promise<R>,
  on: { done: (result: R, arg: A) => void; refused: (error: unknown, arg: A) => void },
) {
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const run = async (arg: A) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      on.done(await send(arg), arg);
    } catch (error) {
      on.refused(error, arg);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };
  return { sending, run };
}
