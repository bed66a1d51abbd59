/**
 * Product images are generated SVGs (no photos in the seed): a silhouette for the kind of
 * product, filled with the shade's colour. The URL says everything the image depends on, so
 * it is immutable and cached for a year.
 */
export const IMAGE_KINDS = ['makeup', 'skincare', 'fragrance', 'hair', 'bath-body'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const IMAGE_WIDTH = 480;
export const IMAGE_HEIGHT = 600;

const NEUTRAL = 'd8c3b8';

/** The image URL of a product of a top category, in a shade colour (`#rrggbb`) or a neutral one. */
export function productImageUrl(topCategory: string, shadeHex: string | null): string {
  const kind = (IMAGE_KINDS as readonly string[]).includes(topCategory) ? topCategory : 'skincare';
  const hex = shadeHex && /^#[0-9a-f]{6}$/.test(shadeHex) ? shadeHex.slice(1) : NEUTRAL;
  return `/images/p/${kind}/${hex}.svg`;
}
