import { formatDate } from '../../lib/format';
import type { Country } from '../../lib/sites';

/** Each site's time zone: a date is the same on the server (UTC) and in any shopper's browser. */
export const SITE_TIME_ZONES: Record<Country, string> = {
  au: 'Australia/Sydney',
  hk: 'Asia/Hong_Kong',
  id: 'Asia/Jakarta',
  my: 'Asia/Kuala_Lumpur',
  nz: 'Pacific/Auckland',
  ph: 'Asia/Manila',
  sg: 'Asia/Singapore',
  th: 'Asia/Bangkok',
};

/** A date as the site's shoppers read it: their language, the site's time zone. */
export function siteDate(value: string, site: { country: Country; locale: string }): string {
  return formatDate(value, site.locale, {
    dateStyle: 'medium',
    timeZone: SITE_TIME_ZONES[site.country],
  });
}
