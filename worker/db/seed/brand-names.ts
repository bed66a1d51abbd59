/**
 * Fictional brand names of the seeded catalogue (no real trademarks). The slug is derived
 * from the name; the first one is the house brand (45% staff discount:
 * docs/business-rules.md#staff-pricing).
 */
export const BRAND_NAMES = [
  'Maison Veloure',
  'Lumiere Atelier',
  'Kirra Botanics',
  'Solenne',
  'Petal & Pith',
  'Nuvola Skin',
  'Aurelie Paris',
  'Hanami Lab',
  'Coralline',
  'Oud & Ember',
  'Verdant Ritual',
  'Saltwater Muse',
  'Glasshouse Glow',
  'Bijou Bloom',
  'Tideline',
  'Marigold Mercantile',
  'Nocturne',
  'Sable & Silk',
  'Rosewild',
  'Kumo Cosmetics',
  'Elixa',
  'Pale Moon Apothecary',
  'Cirrus Beauty',
  'Fable Face',
  'Orchidee',
  'Lotus Theory',
  'Amberly',
  'Yuzu Republic',
  'Driftwood Co',
  'Velvet Fern',
  'Saffron Sky',
  'Opaline',
  'Brume',
  'Jasmine Atlas',
  'Terra Lune',
  'Halcyon Hue',
  'Mirabel',
  'Kaia Naturals',
  'Papillon Noir',
  'Sundew',
  'Quill & Quartz',
  'Monsoon Bloom',
  'Lilac Fable',
  'Zephyr Skin',
  'Nectarine Lab',
  'Astra Rouge',
  'Willow Wren',
  'Obsidian Oak',
  'Celeste Maison',
  'Frangipani Field',
  'Ivory Tide',
  'Pomelo',
  'Rainleaf',
  'Seraphine',
  'Tamarind Tonic',
  'Umbra',
  'Vanilla Vow',
  'Wisteria Lane Beauty',
  'Xanthe',
  'Yarrow & Yew',
] as const;

/** URL slug of a brand name: lower case, ASCII letters and digits joined by hyphens. */
export function brandSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
