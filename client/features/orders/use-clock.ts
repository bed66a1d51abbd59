import { useEffect, useState } from 'react';

/**
 * The time now, every second while `running`; null until the page has hydrated. The server
 * renders no clock (its HTML would differ from the browser's first render), so whatever counts
 * down shows once the page runs.
 */
export function useClock(running: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const every = running ? window.setInterval(tick, 1000) : undefined;
    return () => {
      window.clearTimeout(first);
      window.clearInterval(every);
    };
  }, [running]);
  return now;
}
