import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { COUNTRIES, SITES } from '../../../client/lib/sites';
import { BRAND_TITLE, siteTitleFor } from '../../../worker/render/site-title';

const VALID = JSON.stringify({
  sg: { en: 'Beauty Storefront Singapore' },
  th: { th: 'Beauty Storefront ประเทศไทย', en: 'Beauty Storefront Thailand' },
});

describe('siteTitleFor', () => {
  it("is the country's configured title in the page's language, without a word in the log", () => {
    const log = { warn: vi.fn() };
    expect(siteTitleFor({ SITE_TITLES: VALID }, 'th', 'th', log)).toBe(
      'Beauty Storefront ประเทศไทย',
    );
    expect(siteTitleFor({ SITE_TITLES: VALID }, 'th', 'en', log)).toBe(
      'Beauty Storefront Thailand',
    );
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('takes a plain text for a country as its title in every language (the first form)', () => {
    const log = { warn: vi.fn() };
    const raw = JSON.stringify({ hk: 'Beauty Storefront HK' });
    expect(siteTitleFor({ SITE_TITLES: raw }, 'hk', 'zh', log)).toBe('Beauty Storefront HK');
    expect(siteTitleFor({ SITE_TITLES: raw }, 'hk', 'en', log)).toBe('Beauty Storefront HK');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['{not json', /^not JSON/],
    ['[]', /not a JSON object/],
    ['"title"', /not a JSON object/],
    ['null', /not a JSON object/],
    ['{"sg": 5}', /title of "sg" is not a text or an object/],
    ['{"sg": " "}', /title of "sg" is not a text or an object/],
    ['{"sg": {"en": " "}}', /title of "sg" in "en" is not a text/],
    ['{"sg": {"th": "Beauty"}}', /"sg" has no language "th"/],
    ['{"us": "Beauty US"}', /unknown country "us"/],
  ])('falls back to the brand name for %s, and says why in the log', (raw, problem) => {
    const log = { warn: vi.fn() };
    expect(siteTitleFor({ SITE_TITLES: raw }, 'sg', 'en', log)).toBe(BRAND_TITLE);
    expect(log.warn).toHaveBeenCalledWith('SITE_TITLES is not valid', {
      problem: expect.stringMatching(problem),
    });
  });

  it('falls back to the brand name for a country or language without a title, and says which', () => {
    const log = { warn: vi.fn() };
    expect(siteTitleFor({ SITE_TITLES: VALID }, 'au', 'en', log)).toBe(BRAND_TITLE);
    expect(log.warn).toHaveBeenCalledWith('SITE_TITLES has no title for the country and language', {
      country: 'au',
      language: 'en',
    });
    const thaiOnly = JSON.stringify({ th: { th: 'Beauty Storefront ประเทศไทย' } });
    expect(siteTitleFor({ SITE_TITLES: thaiOnly }, 'th', 'en', log)).toBe(BRAND_TITLE);
  });
});

describe('SITE_TITLES in wrangler.toml', () => {
  const toml = readFileSync(new URL('../../../wrangler.toml', import.meta.url), 'utf8');
  const values = [...toml.matchAll(/^SITE_TITLES = '(.*)'$/gm)].map((match) => match[1]);

  it('names every country in each of its languages, in every environment', () => {
    expect(values.length).toBeGreaterThanOrEqual(2);
    for (const raw of values) {
      const log = { warn: vi.fn() };
      for (const country of COUNTRIES)
        for (const language of SITES[country].languages)
          expect(siteTitleFor({ SITE_TITLES: raw }, country, language, log)).not.toBe(BRAND_TITLE);
      expect(log.warn).not.toHaveBeenCalled();
    }
  });

  it("writes the country's name in the site's own language, not in English", () => {
    for (const raw of values) {
      const log = { warn: vi.fn() };
      expect(siteTitleFor({ SITE_TITLES: raw }, 'th', 'th', log)).toMatch(/[\u0e00-\u0e7f]/u);
      expect(siteTitleFor({ SITE_TITLES: raw }, 'hk', 'zh', log)).toMatch(/\p{Script=Han}/u);
    }
  });
});
