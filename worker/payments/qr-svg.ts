/**
 * A payment QR code as inline SVG, drawn on the server: the page shows it with no
 * script, and CSS sizes it (a viewBox, no width or height).
 *
 * The modules come from the `qr` package's SVG output (one path, a unit square per dark
 * module); this wraps them in what a payment page needs: an accessible name, a white
 * background that makes the quiet zone visible on any page colour, and crisp module edges.
 */
import encodeQR from 'qr';

/** Modules of light margin around the symbol: ISO/IEC 18004 asks for 4 (`qr` defaults to 2). */
const QUIET_ZONE = 4;

/** What `encodeQR(…, 'svg')` returns: a square viewBox of `size` and the modules inside. */
const QR_SVG =
  /^<svg viewBox="0 0 (\d+) \1" xmlns="http:\/\/www\.w3\.org\/2000\/svg">(.*)<\/svg>$/s;

/**
 * The QR code of `payload` as an SVG element, named `label` for assistive technology.
 * Error correction level M (15 %): sturdy on a phone screen or a print-out without growing the
 * symbol as much as Q or H would.
 */
export function qrSvg(payload: string, label: string): string {
  const drawn = encodeQR(payload, 'svg', { ecc: 'medium', border: QUIET_ZONE });
  const parts = QR_SVG.exec(drawn);
  if (!parts) throw new Error('The qr package drew its SVG in an unexpected shape');
  const [, size, modules] = parts;
  const name = escapeXml(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img"` +
    ` aria-label="${name}" shape-rendering="crispEdges">` +
    `<title>${name}</title>` +
    `<rect width="${size}" height="${size}" fill="#fff"/>` +
    `<g fill="#000">${modules}</g>` +
    `</svg>`
  );
}

/** Text safe in an attribute value (either quote) and in element content. */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
