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

/**
 * Product images at the top of a page (a listing's first row on a wide screen, the first two
 * rows on a phone) are its largest paint: they load at once and ahead of other images. A lazy
 * image is not even requested until layout places it in the viewport, which delays the LCP.
 */
export const EAGER_CARD_IMAGES = 4;

export interface ImageLoading {
  loading: 'eager' | 'lazy';
  /** Only on the eager ones (absent, the browser's own default). */
  fetchPriority?: 'high';
}

/** How a product card's image loads, from its position among the page's cards (0 first; none: lazy). */
export function cardImageLoading(position: number | undefined): ImageLoading {
  return position !== undefined && position < EAGER_CARD_IMAGES
    ? { loading: 'eager', fetchPriority: 'high' }
    : { loading: 'lazy' };
}

/** The image URL of a product of a top category, in a shade colour (`#rrggbb`) or a neutral one. */
export function productImageUrl(topCategory: string, shadeHex: string | null): string {
  const kind = (IMAGE_KINDS as readonly string[]).includes(topCategory) ? topCategory : 'skincare';
  const hex = shadeHex && /^#[0-9a-f]{6}$/.test(shadeHex) ? shadeHex.slice(1) : NEUTRAL;
  return `/images/p/${kind}/${hex}.svg`;
}
