import { describe, expect, it } from 'vitest';
import { get } from '../helpers';

/** The gzip size of a response body, compressed the way the edge would send it. */
async function gzipSize(response: Response): Promise<number> {
  const compressed = response.body!.pipeThrough(new CompressionStream('gzip'));
  return (await new Response(compressed).arrayBuffer()).byteLength;
}

describe('HTML budget', () => {
  it('a listing page of 24 products is at most 40 KB gzip', async () => {
    const response = await get('http://localhost/categories/makeup?sort=price_asc&others=in_stock');
    expect(response.status).toBe(200);
    const html = await response.clone().text();
    expect((html.match(/class="product-card"/g) ?? []).length).toBe(24);
    const size = await gzipSize(response);
    console.log(`listing HTML, 24 products: ${(size / 1024).toFixed(1)} KB gzip`);
    expect(size).toBeLessThanOrEqual(40 * 1024);
  });
});
