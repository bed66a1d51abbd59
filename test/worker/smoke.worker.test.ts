import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('worker smoke', () => {
  it('renders the home page', async () => {
    const response = await SELF.fetch('http://shop.example.com.sg/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Beauty Storefront Singapore');
  });
});
