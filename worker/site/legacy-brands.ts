/**
 * The 19 legacy brand slugs and the current slug each now lives at. Old links from
 * campaigns, search engines and the previous site keep working through a 301.
 */
export const LEGACY_BRAND_SLUGS: Readonly<Record<string, string>> = {
  veloure: 'maison-veloure',
  'maison-veloure-paris': 'maison-veloure',
  lumiere: 'lumiere-atelier',
  'kirra-botanicals': 'kirra-botanics',
  'petal-pith': 'petal-and-pith',
  'petal-and-pith-skincare': 'petal-and-pith',
  nuvola: 'nuvola-skin',
  aurelie: 'aurelie-paris',
  'hanami-laboratory': 'hanami-lab',
  'oud-ember': 'oud-and-ember',
  'verdant-rituals': 'verdant-ritual',
  'glass-house-glow': 'glasshouse-glow',
  'bijou-blooms': 'bijou-bloom',
  marigold: 'marigold-mercantile',
  'sable-silk': 'sable-and-silk',
  kumo: 'kumo-cosmetics',
  'pale-moon': 'pale-moon-apothecary',
  'fable-face-beauty': 'fable-face',
  'yuzu-republique': 'yuzu-republic',
};

/**
 * The path a legacy brand path now lives at, keeping any sub-path (`/brands/lumiere/makeup` →
 * `/brands/lumiere-atelier/makeup`), with or without the `/preview` prefix; undefined otherwise.
 */
export function legacyBrandPath(path: string): string | undefined {
  const match = /^(\/preview)?\/brands\/([^/]+)(\/.*)?$/.exec(path);
  if (!match) return undefined;
  // Slugs are plain ASCII: no decoding, so a malformed escape is simply no match.
  const current = LEGACY_BRAND_SLUGS[match[2].toLowerCase()];
  if (!current) return undefined;
  return `${match[1] ?? ''}/brands/${current}${match[3] ?? ''}`;
}
