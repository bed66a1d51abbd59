import { describe, expect, it } from 'vitest';
import {
  IMAGE_HEIGHT,
  IMAGE_KINDS,
  IMAGE_WIDTH,
  productImageUrl,
} from '../../../client/lib/images';
import { get } from '../helpers';

describe('GET /images/p/:kind/:file', () => {
  it('answers an SVG silhouette in the colour, with its dimensions and a year of immutable caching', async () => {
    const response = await get('/images/p/makeup/a3172c.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(
      `width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}"`,
    );
    expect(svg).toContain('fill="#a3172c"');
    expect(svg).not.toContain('<title');
    expect(svg).not.toMatch(/<script|href=/);
  });

  it('draws every kind, each differently, for the URLs cards use', async () => {
    const bodies = new Set<string>();
    for (const kind of IMAGE_KINDS) {
      const response = await get(productImageUrl(kind, '#2e6b4f'));
      expect(response.status, kind).toBe(200);
      const svg = await response.text();
      expect(svg).toContain('fill="#2e6b4f"');
      bodies.add(svg);
    }
    expect(bodies.size).toBe(IMAGE_KINDS.length);
    // No shade: the neutral colour.
    expect((await get(productImageUrl('skincare', null))).status).toBe(200);
  });

  it.each([
    ['an unknown kind', '/images/p/shoes/a3172c.svg'],
    ['upper-case hex', '/images/p/makeup/A3172C.svg'],
    ['a short hex', '/images/p/makeup/a3172.svg'],
    ['a long hex', '/images/p/makeup/a3172cc.svg'],
    ['not hex', '/images/p/makeup/zzzzzz.svg'],
    ['another extension', '/images/p/makeup/a3172c.png'],
    ['a missing file', '/images/p/makeup/.svg'],
  ])('is a 404 for %s', async (_, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('svg');
    expect(response.headers.get('cache-control')).not.toContain('immutable');
  });
});
