import { describe, expect, it } from 'vitest';
import { ContentEntrySchema, type ContentEntry } from '../../../client/api/contract';
import type { Country, Language } from '../../../client/lib/sites';
import { CACHE } from '../../../worker/cache-policy';
import { editorCookie } from '../preview-session';
import { call, errorOf } from './shopper-helpers';

/**
 * GET contentful/content-entries/{id}: a content entry of the request's site by its slug, in the
 * site's language, published only (a draft is never answered here, in preview neither), the
 * variant for a segment of the visitor's first (segments come with preview only). Shared cache
 * for the entry everybody gets, private for a segment's. The seeded entries: `about` published
 * everywhere; `home` published, as a draft and as a published `vip` variant; `overlay-welcome`
 * a draft only.
 */

/** GET the entry `id`, as the browser would ask it; `preview` as an editor with a session. */
async function entry(
  id: string,
  options: {
    site?: { country: Country; language: Language };
    preview?: boolean;
    query?: string;
  } = {},
): Promise<Response> {
  return call(`contentful/content-entries/${id}${options.query ?? ''}`, {
    site: options.site,
    headers: options.preview ? { 'x-preview-mode': 'true', cookie: await editorCookie() } : {},
  });
}

async function answered(response: Response): Promise<ContentEntry> {
  expect(response.status, await response.clone().text()).toBe(200);
  return ContentEntrySchema.parse(await response.json());
}

describe('GET contentful/content-entries/{id}', () => {
  it('answers the published entry in English, the same for everybody (shared cache)', async () => {
    const response = await entry('about');
    const body = await answered(response);
    expect(body).toMatchObject({ id: 'about', language: 'en', segment: null, title: 'About us' });
    expect(body.blocks).toEqual([
      expect.objectContaining({ type: 'text', id: 'body', title: 'About us' }),
    ]);
    expect(response.headers.get('cache-control')).toBe(CACHE.apiShared);
    expect(response.headers.get('vary')).toMatch(/accept-language/);
  });

  it.each([
    ['th', 'th', 'เกี่ยวกับเรา'],
    ['hk', 'zh', '關於我們'],
    ['id', 'id', 'Tentang kami'],
    ['th', 'en', 'About us'],
  ] as const)('answers the %s site in %s', async (country, language, title) => {
    const body = await answered(await entry('about', { site: { country, language } }));
    expect(body).toMatchObject({ id: 'about', language, segment: null, title });
  });

  it('answers the published entry, never the draft, even to an editor in preview', async () => {
    const plain = await answered(await entry('home'));
    const response = await entry('home', { preview: true });
    const previewed = await answered(response);
    expect(previewed).toEqual(plain);
    expect(previewed.blocks[0]).toMatchObject({ type: 'hero', title: 'New season, new glow' });
    expect(response.headers.get('cache-control')).toBe(CACHE.apiShared);
  });

  it('is a 404 for a slug that has only a draft, with or without a preview session', async () => {
    for (const preview of [false, true]) {
      const response = await entry('overlay-welcome', { preview });
      expect(response.status, `preview: ${preview}`).toBe(404);
      expect((await errorOf(response)).data.code).toBe('CONTENT_ENTRY_NOT_FOUND');
    }
  });

  it('is a 404 in the language of the request for an unknown slug', async () => {
    const english = await entry('missing');
    expect(english.status).toBe(404);
    expect(await errorOf(english)).toMatchObject({
      statusCode: 404,
      statusMessage: 'Not Found',
      message: 'Resource not found!',
      data: { code: 'CONTENT_ENTRY_NOT_FOUND' },
    });
    const thai = await errorOf(await entry('missing', { site: { country: 'th', language: 'th' } }));
    expect(thai.message).toMatch(/[\u0E00-\u0E7F]/);
    // The longest well-formed id is looked up, not refused.
    expect((await entry('x'.repeat(120))).status).toBe(404);
  });

  it.each(['About', 'a_b', '-about', 'caf%C3%A9', 'a%20b', 'x'.repeat(121)])(
    'refuses the malformed id %j with a 400 naming `id`',
    async (id) => {
      const response = await entry(id);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).data).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'id',
      });
    },
  );

  it('answers an editor previewing a segment its published variant, privately', async () => {
    const response = await entry('home', { preview: true, query: '?user_segments=vip' });
    const body = await answered(response);
    expect(body.segment).toBe('vip');
    expect(body.blocks[0]).toMatchObject({
      type: 'hero',
      title: 'Members first: early access to the sale',
    });
    expect(response.headers.get('cache-control')).toBe(CACHE.private);
  });

  it('ignores segments without a preview session: a shared answer is no segment’s', async () => {
    const response = await entry('home', { query: '?user_segments=vip' });
    expect((await answered(response)).segment).toBeNull();
    expect(response.headers.get('cache-control')).toBe(CACHE.apiShared);
  });
});
