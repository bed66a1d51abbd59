import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../../worker/index';
import { renderModeOf } from '../../../worker/render/render-mode';

const LISTING = 'http://localhost/categories/makeup?others=in_stock&sort=price_asc';

/** A page through the real worker's fetch handler, with ENVIRONMENT set. */
async function page(environment: string, headers: Record<string, string> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(LISTING, { headers, redirect: 'manual' });
  const response = await worker.fetch(
    request as Request<unknown, IncomingRequestCfProperties>,
    { ...env, ENVIRONMENT: environment, PUBLIC_ORIGIN: 'https://shop.example.com.sg' },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

const cards = (html: string) => html.split('class="product-card"').length - 1;

describe('the renderToString yardstick of the bench', () => {
  it('is a developer surface: development and test only, whatever else ENVIRONMENT says', () => {
    expect(renderModeOf('string', { ENVIRONMENT: 'development' })).toBe('string');
    expect(renderModeOf('string', { ENVIRONMENT: 'test' })).toBe('string');
    for (const environment of ['production', 'staging', 'Development', ''])
      expect(renderModeOf('string', { ENVIRONMENT: environment })).toBe('stream');
    expect(renderModeOf(undefined, { ENVIRONMENT: 'development' })).toBe('stream');
    expect(renderModeOf('stream', { ENVIRONMENT: 'development' })).toBe('stream');
  });

  it('renders the listing page in one string in development, with the same 24 cards', async () => {
    const streamed = await page('development');
    const string = await page('development', { 'x-render-mode': 'string' });
    expect(string.status).toBe(200);
    expect(string.headers.get('x-render-mode')).toBe('string');
    expect(streamed.headers.get('x-render-mode')).toBeNull();
    const [a, b] = [await streamed.text(), await string.text()];
    expect(cards(b)).toBe(24);
    expect(cards(b)).toBe(cards(a));
  });

  it('streams in production even when the header asks for a string', async () => {
    const response = await page('production', { 'x-render-mode': 'string' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-render-mode')).toBeNull();
    expect(cards(await response.text())).toBe(24);
  });
});
