import type { Country } from '../../client/lib/sites';

/**
 * A new order number (docs/business-rules.md#who-sees-an-order): the site's country code and 9
 * random digits, from the platform's CSPRNG, so numbers say nothing about how many orders there are
 * and cannot be guessed from one another. Unique by the orders table's key: placement retries on
 * the one-in-a-billion collision.
 */
export function newOrderNumber(country: Country): string {
  // 2^32 is not a multiple of 10^9: values past the last whole multiple are drawn again, so
  // every number is equally likely.
  const limit = Math.floor(2 ** 32 / 1e9) * 1e9;
  const value = new Uint32Array(1);
  do crypto.getRandomValues(value);
  while (value[0] >= limit);
  return `${country.toUpperCase()}${String(value[0] % 1e9).padStart(9, '0')}`;
}
