import { COUNTRIES, siteToday } from '../../client/lib/sites';

/**
 * The calendar year at `now` on each site, as a SQL CASE over a country column: a spend is
 * counted in the year of its site (1 January comes at different instants in Auckland and
 * Manila), and the statement that writes it needs no read of the order first.
 */
export function siteYearSql(countryExpr: string, now: Date): string {
  const cases = COUNTRIES.map(
    (country) => `WHEN '${country}' THEN ${Number(siteToday(country, now).slice(0, 4))}`,
  );
  return `(CASE ${countryExpr} ${cases.join(' ')} END)`;
}
