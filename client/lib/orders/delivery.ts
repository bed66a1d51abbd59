import { holidaysOf } from '../loyalty/holidays';
import { addDays, addWorkingDays } from '../loyalty/working-days';
import type { Fulfilment } from '../pricing/types';
import { siteToday, type Country } from '../sites';

/**
 * Delivery options and their estimated dates (docs/business-rules.md#shipping); click-and-
 * collect orders are held 7 days. The working days are ours (the spec gives none): standard
 * delivery takes 2–4 working days in the city states and 3–6 elsewhere, express 1–2, and a
 * click-and-collect order is ready the next working day and held 7 days from then. Working
 * days skip weekends and the site's public holidays (client/lib/loyalty/holidays.ts, the table
 * Beauty Pass points also wait on); the 7 days held stay calendar days.
 */
export const DELIVERY_KINDS = ['standard', 'express', 'click_and_collect'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** How the pricing function names each option. */
export const FULFILMENT_OF: Readonly<Record<DeliveryKind, Fulfilment>> = {
  standard: 'delivery',
  express: 'express',
  click_and_collect: 'collect',
};

interface Span {
  from: number;
  to: number;
}

const STANDARD_DAYS: Readonly<Record<Country, Span>> = {
  au: { from: 3, to: 6 },
  hk: { from: 2, to: 4 },
  id: { from: 3, to: 6 },
  my: { from: 3, to: 6 },
  nz: { from: 3, to: 6 },
  ph: { from: 3, to: 6 },
  sg: { from: 2, to: 4 },
  th: { from: 3, to: 6 },
};
const EXPRESS_DAYS: Span = { from: 1, to: 2 };
const COLLECT_READY_DAYS = 1;
/** Days a click-and-collect order waits at the store. */
export const COLLECT_HOLD_DAYS = 7;

export interface DeliveryEstimate {
  /** The first and last day it is expected (delivered, or ready to collect), site dates. */
  from: string;
  to: string;
  /** Click and collect: the last day the store holds it. */
  heldUntil?: string;
}

/** When an order placed now on this site is expected, by delivery option. */
export function estimateDelivery(
  country: Country,
  kind: DeliveryKind,
  now: Date,
): DeliveryEstimate {
  const today = siteToday(country, now);
  const holidays = holidaysOf(country);
  if (kind === 'click_and_collect') {
    const ready = addWorkingDays(today, COLLECT_READY_DAYS, holidays);
    return { from: ready, to: ready, heldUntil: addDays(ready, COLLECT_HOLD_DAYS) };
  }
  const span = kind === 'express' ? EXPRESS_DAYS : STANDARD_DAYS[country];
  return {
    from: addWorkingDays(today, span.from, holidays),
    to: addWorkingDays(today, span.to, holidays),
  };
}
