import { describe, expect, it } from 'vitest';
import { call, errorOf } from './shopper-helpers';

/**
 * What the API's edge refuses (README "API edge"): ids and counts that `Number()`
 * would have read, and bodies that are not JSON, each a 400 naming the field.
 */
describe('ids and integers in URLs are plain decimal digits', () => {
  it.each(['0x8', '8e0', '%208', '08', '8.0', '-8'])(
    'PATCH waitlist/%s is a 400 naming variantId',
    async (id) => {
      const response = await call(`waitlist/${id}`, {
        method: 'PATCH',
        body: { waitlisted: true },
        device: 'd'.repeat(32),
      });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.data.code).toBe('VALIDATION_FAILED');
      expect(error.data.field).toBe('variantId');
    },
  );

  it('a decimal id gets past validation (an unknown one is a 404)', async () => {
    const response = await call('waitlist/2000000000', {
      method: 'PATCH',
      body: { waitlisted: true },
      device: 'd'.repeat(32),
    });
    expect(response.status).toBe(404);
  });

  it.each([
    ['variants/?page=0x2', 'page'],
    ['variants/?per_page=2e1', 'per_page'],
    ['variants/?price_min=%2010', 'price_min'],
    ['search/popular-queries/?limit=0x8', 'limit'],
  ])('GET %s is a 400 naming %s', async (path, field) => {
    const response = await call(path);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).data.field).toBe(field);
  });

  it('plain decimal query numbers still work', async () => {
    expect((await call('variants/?page=2&per_page=12&price_min=0')).status).toBe(200);
    expect((await call('search/popular-queries/?limit=8')).status).toBe(200);
  });
});

describe('a body that is not JSON', () => {
  it('is a 400 that names `body` in the field list, translated', async () => {
    const messages: string[] = [];
    for (const site of [
      { country: 'sg', language: 'en' },
      { country: 'th', language: 'th' },
    ] as const) {
      const response = await call('wishlist', {
        method: 'PUT',
        body: '{"productId": 8,',
        device: 'd'.repeat(32),
        site,
      });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.data.code).toBe('INVALID_JSON');
      expect(error.data.field).toBe('body');
      expect(error.data.issues?.map((issue) => issue.field)).toEqual(['body']);
      messages.push(error.message);
    }
    expect(messages[0]).toMatch(/not valid JSON/);
    expect(messages[1]).not.toBe(messages[0]);
  });
});
