import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get, titleOf } from '../../worker/helpers';
import { editorCookie } from '../../worker/preview-session';

/**
 * Unknown content is the 404 page, never a 500: every content-driven route (home and its
 * preview variants, /pages, the preview overlay, /about), in preview and out of it, through
 * the real worker.
 */
const EDITOR = { cookie: await editorCookie() };

const UNKNOWN: string[] = [
  '/preview/homepage/does-not-exist',
  '/preview/homepage/holiday',
  '/preview/homepage/%00',
  '/preview/homepage/HOME',
  '/preview/homepage/%ZZ',
  '/preview/homepage/..%2f..%2fetc',
  '/preview/homepage/%3Cscript%3E',
  `/preview/homepage/${'a'.repeat(300)}`,
  '/preview/pages/does-not-exist',
  '/preview/pages/%00',
  '/preview/overlay/does-not-exist',
  '/preview/overlay/%00',
  '/preview/brands/%00',
  '/pages/',
  '/pages/does-not-exist',
  '/pages/holiday',
  '/pages/%00',
  '/pages/HOME',
  '/pages/%ZZ',
  '/pages/does-not-exist/makeup',
];

async function expectNotFoundPage(response: Response, path: string): Promise<void> {
  const html = await response.text();
  expect(response.status, path).toBe(404);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(html).toContain('class="page page-narrow not-found"');
  expect(html).not.toContain('Switched to client rendering');
}

describe('unknown content', () => {
  it.each(UNKNOWN)('%s is the 404 page for a visitor', async (path) => {
    await expectNotFoundPage(await get(`http://shop.example.com.sg${path}`), path);
  });

  it.each(UNKNOWN)('%s is the 404 page for an editor', async (path) => {
    await expectNotFoundPage(await get(`http://shop.example.com.sg${path}`, EDITOR), path);
  });

  it('is the translated 404 page in Thai', async () => {
    const response = await get('http://shop.example.co.th/preview/homepage/does-not-exist');
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).toContain('<html lang="th-TH"');
    expect(titleOf(html)).not.toMatch(/^Page not found/);
  });

  it('a draft homepage variant shows to an editor and is the 404 page for a visitor', async () => {
    expect((await get('http://shop.example.com.sg/preview/homepage/home', EDITOR)).status).toBe(
      200,
    );
    await env.DB.prepare(
      "UPDATE content_entries SET slug = 'draft-only' WHERE slug = 'home' AND country = 'my' AND status = 'draft'",
    ).run();
    expect(
      (await get('http://shop.example.com.my/preview/homepage/draft-only', EDITOR)).status,
    ).toBe(200);
    await expectNotFoundPage(
      await get('http://shop.example.com.my/preview/homepage/draft-only'),
      'draft-only',
    );
  });

  it('a site whose home entry is missing answers its home page with the 404 page', async () => {
    await env.DB.prepare(
      "DELETE FROM content_entries WHERE slug IN ('home', 'about') AND country = 'ph'",
    ).run();
    for (const path of ['/', '/about', '/preview/homepage']) {
      await expectNotFoundPage(await get(`http://shop.example.com.ph${path}`), path);
      await expectNotFoundPage(await get(`http://shop.example.com.ph${path}`, EDITOR), path);
    }
  });

  it('the page data of a missing home page says 404 too', async () => {
    await env.DB.prepare(
      "DELETE FROM content_entries WHERE slug = 'home' AND country = 'nz'",
    ).run();
    const response = await get('http://shop.example.co.nz/_payload.json');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404 });
  });
});
