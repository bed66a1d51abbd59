import { describe, expect, it } from 'vitest';
import { BRAND_NAMES, brandSlug } from '../../../worker/db/seed/brand-names';
import { LEGACY_BRAND_SLUGS, legacyBrandPath } from '../../../worker/site/legacy-brands';

describe('legacy brand slugs', () => {
  it('has the 19 mappings of the spec, each to a brand that exists', () => {
    const current = new Set(BRAND_NAMES.map(brandSlug));
    expect(Object.keys(LEGACY_BRAND_SLUGS)).toHaveLength(19);
    for (const [legacy, slug] of Object.entries(LEGACY_BRAND_SLUGS)) {
      expect(current.has(slug), `${legacy} → ${slug}`).toBe(true);
      expect(current.has(legacy), `${legacy} is still a live slug`).toBe(false);
    }
  });

  it('maps brand paths with sub-paths and preview prefix', () => {
    expect(legacyBrandPath('/brands/veloure')).toBe('/brands/maison-veloure');
    expect(legacyBrandPath('/brands/Kumo/skincare/serums')).toBe(
      '/brands/kumo-cosmetics/skincare/serums',
    );
    expect(legacyBrandPath('/preview/brands/nuvola')).toBe('/preview/brands/nuvola-skin');
  });

  it('leaves current slugs and other paths alone', () => {
    expect(legacyBrandPath('/brands/maison-veloure')).toBeUndefined();
    expect(legacyBrandPath('/pages/veloure')).toBeUndefined();
    expect(legacyBrandPath('/brands')).toBeUndefined();
    expect(legacyBrandPath('/brands/%E0%A4%A')).toBeUndefined();
  });
});
