import { useEffect, useRef } from 'react';
import { useAnnounce } from '../../app/announcer';
import { useSite } from '../../app/site-context';

/** Whole minutes left (rounded up: "2 minutes" until 1:00 is reached). */
const minutesLeft = (ms: number) => Math.ceil(ms / 60_000);

/** `m:ss` of a duration in ms. */
function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The time left to pay, shown to the second but said to screen readers by the minute: a timer
 * is not a live region (role="timer"), and the page's one live region says each new whole
 * minute, never each second. Nothing before the page runs (`now` null on the server).
 */
export function Countdown(props: { expiresAt: string; now: number | null }) {
  const { t } = useSite();
  const announce = useAnnounce();
  const left = props.now === null ? null : Date.parse(props.expiresAt) - props.now;
  const minutes = left === null || left <= 0 ? null : minutesLeft(left);
  const said = useRef<number | null>(null);
  useEffect(() => {
    if (minutes === null) return;
    // The first value is on the screen already; only a change is news.
    if (said.current !== null && said.current !== minutes)
      announce(
        minutes <= 1
          ? t('order.pay.oneMinuteLeft')
          : t('order.pay.minutesLeft', { count: minutes }),
      );
    said.current = minutes;
  }, [minutes, announce, t]);
  if (left === null || left <= 0) return null;
  return (
    <p className="order-countdown" role="timer">
      {t('order.pay.timeLeft', { time: clock(left) })}
    </p>
  );
}
