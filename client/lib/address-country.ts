/**
 * An address's lines ending with its country, as a parcel's label does (the shopper checks it on
 * the confirmation), unless the last line already names it: Singapore's "Singapore 238859".
 * A module of its own: the order pages need this, not the address form's rules.
 */
export function withCountry(lines: readonly string[], country: string): string[] {
  return lines.at(-1)?.includes(country) ? [...lines] : [...lines, country];
}
