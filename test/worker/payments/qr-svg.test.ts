import encodeQR from 'qr';
import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { qrPayload } from '../../../worker/payments/emvco';
import { qrSvg } from '../../../worker/payments/qr-svg';

const PAYLOAD = qrPayload({
  scheme: 'qris',
  amountMinor: 150000,
  currency: 'IDR',
  reference: 'SBX-ID-1004',
  expiresAt: new Date('2026-03-05T17:30:00Z'),
  merchant: { name: 'Glow Beauty', city: 'Jakarta', id: 'ID1025380163258' },
});

/**
 * The dark modules an SVG of qrSvg's shape draws, read back from its markup: the viewBox's
 * size, and each unit square of the path (`M x y` or `m dx dy` from the previous square, then
 * `h1v1`, back to x, `Z`) set in a size × size grid.
 */
function modulesOf(svg: string): boolean[][] {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const d = /<path d="([^"]*)"/.exec(svg)?.[1] ?? '';
  const squares = [...d.matchAll(/([Mm])(-?\d+) (-?\d+)h1v1(?:H\d+|h-1)Z/g)];
  expect(squares.map((square) => square[0]).join('')).toBe(d); // nothing else in the path
  let x = 0;
  let y = 0;
  for (const [, move, dx, dy] of squares) {
    x = move === 'M' ? Number(dx) : x + Number(dx);
    y = move === 'M' ? Number(dy) : y + Number(dy);
    grid[y][x] = true;
  }
  return grid;
}

/** A grid as an RGBA image, `scale` pixels a module, black on white. */
function rasterise(grid: boolean[][], scale: number) {
  const width = grid.length * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let py = 0; py < width; py++) {
    for (let px = 0; px < width; px++) {
      if (!grid[Math.floor(py / scale)][Math.floor(px / scale)]) continue;
      data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return { width, height: width, data };
}

describe('qrSvg', () => {
  const svg = qrSvg(PAYLOAD, 'Scan to pay Rp150.000 with QRIS');

  it('draws a QR code that decodes back to the payload', () => {
    expect(decodeQR(rasterise(modulesOf(svg), 4))).toBe(PAYLOAD);
  });

  it('draws it at error correction level M with a 4-module quiet zone', () => {
    const grid = modulesOf(svg);
    expect(grid).toEqual(encodeQR(PAYLOAD, 'raw', { ecc: 'medium', border: 4 }));
    expect(grid).not.toEqual(encodeQR(PAYLOAD, 'raw', { ecc: 'low', border: 4 }));
    expect(grid).not.toEqual(encodeQR(PAYLOAD, 'raw', { ecc: 'quartile', border: 4 }));
    const edge = [...grid.slice(0, 4), ...grid.slice(-4)].flat();
    const sides = grid.flatMap((row) => [...row.slice(0, 4), ...row.slice(-4)]);
    expect([...edge, ...sides].some(Boolean)).toBe(false);
  });

  it('paints the quiet zone white under black modules, with crisp edges', () => {
    const size = /viewBox="0 0 (\d+) \1"/.exec(svg)?.[1];
    expect(svg).toContain(`<rect width="${size}" height="${size}" fill="#fff"/>`);
    expect(svg).toContain('<g fill="#000"><path d="');
    expect(svg).toMatch(/^<svg [^>]*shape-rendering="crispEdges"/);
  });

  it('scales with CSS: a viewBox and no width or height', () => {
    const open = /^<svg [^>]*>/.exec(svg)?.[0] ?? '';
    expect(open).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(open).toMatch(/viewBox="0 0 \d+ \d+"/);
    expect(open).not.toMatch(/\s(width|height)=/);
  });

  it('is an image named by the label, in aria-label and a title', () => {
    expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*aria-label="Scan to pay Rp150\.000 with QRIS"/);
    expect(svg).toMatch(/^<svg [^>]*><title>Scan to pay Rp150\.000 with QRIS<\/title>/);
  });

  it('escapes the label in the attribute and the title', () => {
    const hostile = qrSvg(PAYLOAD, `<script>alert("x")</script> & 'co'`);
    expect(hostile).not.toContain('<script>');
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;';
    expect(hostile).toContain(`aria-label="${escaped}"`);
    expect(hostile).toContain(`<title>${escaped}</title>`);
    expect(hostile.match(/<title>/g)).toHaveLength(1);
    expect(hostile.match(/"/g)?.length).toBe(svg.match(/"/g)?.length); // no quote breaks out
  });
});
