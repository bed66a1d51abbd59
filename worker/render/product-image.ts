import type { Context } from 'hono';
import { IMAGE_HEIGHT, IMAGE_KINDS, IMAGE_WIDTH, type ImageKind } from '../../client/lib/images';
import type { AppEnv } from '../env';

/*
 * GET /images/p/{kind}/{hex}.svg: a generated product image (client/lib/images.ts), a
 * silhouette of the kind of product in the shade's colour. The image is decorative (the card
 * or page names the product), so it carries no <title>.
 */

/** The URL says everything the picture depends on: cached for a year, never revalidated. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const HEX = /^([0-9a-f]{6})\.svg$/;

/** `#rrggbb` mixed with white (amount > 0) or black (amount < 0). */
function mix(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  let out = '#';
  for (let offset = 0; offset < 6; offset += 2) {
    const value = parseInt(hex.slice(offset, offset + 2), 16);
    out += Math.round(value + (target - value) * weight)
      .toString(16)
      .padStart(2, '0');
  }
  return out;
}

/** The silhouette of each kind, drawn in a 480 × 600 box: `c` is the colour, `d` a darker tone. */
const SHAPES: Record<ImageKind, (c: string, d: string) => string> = {
  // A lipstick: case, gold ring, sleeve and the slanted bullet in the shade.
  makeup: (c, d) =>
    `<rect x="170" y="330" width="140" height="210" rx="12" fill="#262626"/>` +
    `<rect x="170" y="310" width="140" height="26" fill="#c9a96e"/>` +
    `<rect x="186" y="228" width="108" height="86" fill="${d}"/>` +
    `<path d="M186 232V150L294 100V232Z" fill="${c}"/>` +
    `<path d="M198 228V158L214 151V228Z" fill="#fff" opacity=".25"/>`,
  // A jar: lid and a wide body.
  skincare: (c, d) =>
    `<rect x="130" y="245" width="220" height="72" rx="14" fill="${d}"/>` +
    `<rect x="118" y="312" width="244" height="218" rx="42" fill="${c}"/>` +
    `<rect x="150" y="380" width="180" height="80" rx="8" fill="#fff" opacity=".55"/>` +
    `<rect x="140" y="330" width="22" height="170" rx="11" fill="#fff" opacity=".2"/>`,
  // A perfume bottle: cap, neck and a faceted flask.
  fragrance: (c, d) =>
    `<rect x="200" y="112" width="80" height="78" rx="10" fill="${d}"/>` +
    `<rect x="220" y="186" width="40" height="40" fill="#c9a96e"/>` +
    `<rect x="128" y="222" width="224" height="308" rx="38" fill="${c}"/>` +
    `<rect x="150" y="244" width="180" height="264" rx="24" fill="#fff" opacity=".18"/>` +
    `<rect x="175" y="360" width="130" height="44" rx="4" fill="#fff" opacity=".6"/>`,
  // A shampoo bottle with a flip cap.
  hair: (c, d) =>
    `<rect x="196" y="96" width="88" height="70" rx="12" fill="${d}"/>` +
    `<path d="M210 160H270L318 214V490Q318 540 268 540H212Q162 540 162 490V214Z" fill="${c}"/>` +
    `<rect x="186" y="300" width="108" height="130" rx="10" fill="#fff" opacity=".55"/>` +
    `<rect x="176" y="230" width="16" height="260" rx="8" fill="#fff" opacity=".2"/>`,
  // A tube standing on its cap.
  'bath-body': (c, d) =>
    `<rect x="164" y="76" width="152" height="30" rx="4" fill="${d}"/>` +
    `<path d="M168 104H312L290 440H190Z" fill="${c}"/>` +
    `<rect x="200" y="200" width="80" height="140" rx="6" fill="#fff" opacity=".5"/>` +
    `<rect x="192" y="436" width="96" height="96" rx="12" fill="${d}"/>`,
};

/** The SVG document of a product image. */
export function productImageSvg(kind: ImageKind, hex: string): string {
  const colour = `#${hex}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}" aria-hidden="true" focusable="false">` +
    `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="${mix(hex, 0.88)}"/>` +
    `<ellipse cx="240" cy="545" rx="150" ry="16" fill="#000" opacity=".08"/>` +
    SHAPES[kind](colour, mix(hex, -0.45)) +
    `</svg>`
  );
}

/** The Hono handler of `GET /images/p/:kind/:file`; anything but a known kind and `{hex}.svg` is a 404. */
export function productImage(c: Context<AppEnv>): Response {
  const kind = c.req.param('kind') ?? '';
  const hex = HEX.exec(c.req.param('file') ?? '')?.[1];
  if (!(IMAGE_KINDS as readonly string[]).includes(kind) || !hex) {
    return c.text('Not found', 404, {
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  }
  return c.body(productImageSvg(kind as ImageKind, hex), 200, {
    'content-type': 'image/svg+xml',
    'cache-control': IMAGE_CACHE_CONTROL,
    'x-content-type-options': 'nosniff',
  });
}
