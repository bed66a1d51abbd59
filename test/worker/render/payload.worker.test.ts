import { describe, expect, it } from 'vitest';
import { get } from '../helpers';

describe('/_payload.json', () => {
  it('answers the data and title of a page for the client router', async () => {
    const response = await get('http://localhost/about/_payload.json?v=abc');
    expect(response.status).toBe(200);
    const payload = (await response.json()) as {
      routeId: string;
      title: string;
      status: number;
      state: { queries: { queryKey: unknown[] }[] };
    };
    expect(payload.routeId).toBe('about');
    expect(payload.title).toBe('About us | Beauty Storefront Singapore');
    expect(payload.state.queries.map((q) => q.queryKey[0])).toEqual(
      expect.arrayContaining(['layout', 'page']),
    );
  });

  it('carries the layout only when the browser does not hold its version already', async () => {
    type Payload = { layoutVersion: string; state: { queries: { queryKey: unknown[] }[] } };
    const keys = (payload: Payload) => payload.state.queries.map((q) => q.queryKey[0]);
    const first = (await (
      await get('http://localhost/brands/_payload.json?v=1')
    ).json()) as Payload;
    expect(first.layoutVersion).toMatch(/^[0-9a-f]{16}$/);
    expect(keys(first)).toContain('layout');
    const held = (await (
      await get(`http://localhost/about/_payload.json?v=1&layout=${first.layoutVersion}`)
    ).json()) as Payload;
    expect(held.layoutVersion).toBe(first.layoutVersion);
    expect(keys(held)).not.toContain('layout');
    expect(keys(held)).toContain('page');
    const stale = (await (
      await get('http://localhost/about/_payload.json?v=1&layout=0000000000000000')
    ).json()) as Payload;
    expect(keys(stale)).toContain('layout');
  });

  it('serves the home page at /_payload.json, in the language asked', async () => {
    const payload = (await (
      await get('http://shop.example.hk/_payload.json?language=zh&v=1')
    ).json()) as { routeId: string; title: string };
    expect(payload.routeId).toBe('home');
    expect(payload.title).toMatch(/Beauty Storefront 香港$/);
    expect(payload.title).not.toMatch(/^Beauty, delivered/);
  });

  it('answers 404 for a path without a route', async () => {
    const response = await get('http://localhost/nope/_payload.json?v=1');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { routeId: null }).routeId).toBeNull();
  });

  it('answers 409 with the new location for a page that moved', async () => {
    const response = await get('http://localhost/brands/lumiere/_payload.json?v=1');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ redirect: '/brands/lumiere-atelier' });
  });
});

describe('/_payload.json of deeper paths', () => {
  it.each([
    '/pages/privacy-policy',
    '/brands/solenne',
    '/happening/services',
    '/store-locations/sg-flagship',
    '/account/wishlist',
  ])('%s answers JSON', async (path) => {
    const response = await get(`http://localhost${path}/_payload.json?v=1`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await response.json()) as { status: number }).status).toBe(200);
  });
});
