import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '../../../client/lib/sites';
import { BRAND_TITLE, parseSiteTitles, siteTitleFor } from '../../../worker/render/site-title';

const VALID = JSON.stringify({
  sg: 'Beauty Storefront Singapore',
  th: 'Beauty Storefront Thailand',
});

describe('siteTitleFor', () => {
  it("is the country's configured title, without a word in the log", () => {
    const log = { warn: vi.fn() };
    expect(siteTitleFor({ SITE_TITLES: VALID }, 'th', log)).toBe('Beauty Storefront Thailand');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['{not json', /^not JSON/],
    ['[]', /not a JSON object/],
    ['"title"', /not a JSON object/],
    ['null', /not a JSON object/],
    ['{"sg": 5}', /title of "sg" is not a text/],
    ['{"sg": " "}', /title of "sg" is not a text/],
    ['{"us": "Beauty US"}', /unknown country "us"/],
  ])('falls back to the brand name for %s, and says why in the log', (raw, problem) => {
    const log = { warn: vi.fn() };
    expect(siteTitleFor({ SITE_TITLES: raw }, 'sg', log)).toBe(BRAND_TITLE);
    expect(log.warn).toHaveBeenCalledWith('SITE_TITLES is not valid', {
      problem: expect.stringMatching(problem),
    });
  });

  it('falls back to the brand name for a country without a title, and says which', () => {
    const log = { warn: vi.fn() };
    expect(siteTitleFor({ SITE_TITLES: VALID }, 'au', log)).toBe(BRAND_TITLE);
    expect(log.warn).toHaveBeenCalledWith('SITE_TITLES has no title for the country', {
      country: 'au',
    });
  });
});

describe('SITE_TITLES in wrangler.toml', () => {
  it('names every country, in every environment', () => {
    const toml = readFileSync(new URL('../../../wrangler.toml', import.meta.url), 'utf8');
    const values = [...toml.matchAll(/^SITE_TITLES = '(.*)'$/gm)].map((match) => match[1]);
    expect(values.length).toBeGreaterThanOrEqual(2);
    for (const raw of values) {
      const parsed = parseSiteTitles(raw);
      expect(parsed).not.toHaveProperty('problem');
      if ('titles' in parsed)
        expect(Object.keys(parsed.titles).sort()).toEqual([...COUNTRIES].sort());
    }
  });
});
