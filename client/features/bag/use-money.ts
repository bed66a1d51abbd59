import { useCallback } from 'react';
import { useSite } from '../../app/site-context';
import { formatMoney } from '../../lib/format';

/** Formats an amount in minor units of `currency` in the page's locale (client/lib/format.ts). */
export function useMoney(currency: string): (minor: number) => string {
  const { locale } = useSite();
  return useCallback((minor: number) => formatMoney(minor, currency, locale), [currency, locale]);
}
