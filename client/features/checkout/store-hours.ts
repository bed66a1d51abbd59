import type { OpeningHours } from '../../api/store-contract';
import { formatTimeSpan, formatWeekday } from '../../lib/format-dates';
import type { Translate } from '../../lib/i18n';

/**
 * A store's opening hours as short lines, consecutive days with the same hours together
 * ("Mon–Sat: 10:00 am – 10:00 pm", "Sun: 11:00 am – 9:00 pm"). A day missing from `hours` is
 * closed and ends a run.
 */
export function hoursLines(hours: readonly OpeningHours[], locale: string, t: Translate): string[] {
  const sorted = [...hours].sort((a, b) => a.weekday - b.weekday);
  const runs: { from: number; to: number; opens: string; closes: string }[] = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (
      last &&
      last.to === day.weekday - 1 &&
      last.opens === day.opens &&
      last.closes === day.closes
    )
      last.to = day.weekday;
    else runs.push({ from: day.weekday, to: day.weekday, opens: day.opens, closes: day.closes });
  }
  return runs.map((run) =>
    t('checkoutPage.store.dayHours', {
      days:
        run.from === run.to
          ? formatWeekday(run.from, locale)
          : t('checkoutPage.store.days', {
              from: formatWeekday(run.from, locale),
              to: formatWeekday(run.to, locale),
            }),
      hours: formatTimeSpan(run.opens, run.closes, locale),
    }),
  );
}
