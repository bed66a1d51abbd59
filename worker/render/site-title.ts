import type { Country } from '../../client/lib/sites';

/**
 * The country's site title from the `SITE_TITLES` var (JSON, per environment), falling back
 * to the brand name so a misconfigured var never breaks a page.
 */
export function siteTitleFor(env: Pick<Env, 'SITE_TITLES'>, country: Country): string {
  try {
    const titles = JSON.parse(env.SITE_TITLES) as Partial<Record<Country, string>>;
    return titles[country] ?? 'Beauty Storefront';
  } catch {
    return 'Beauty Storefront';
  }
}
