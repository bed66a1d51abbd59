import { describe, expect, it } from 'vitest';
import { isValidTagManagerId, shouldTrackPageView } from '../../../client/lib/analytics';

describe('tag manager id', () => {
  it('is GTM- or G- followed by upper-case letters or digits', () => {
    for (const id of ['GTM-ABC123', 'G-XYZ9']) expect(isValidTagManagerId(id)).toBe(true);
    for (const id of ['GTM-abc', 'gtm-ABC', 'G-', 'UA-123', 'GTM-AB C', '', null, undefined])
      expect(isValidTagManagerId(id)).toBe(false);
  });
});

describe('shouldTrackPageView', () => {
  it('tracks only when the route allows it, outside preview, with a valid id', () => {
    expect(
      shouldTrackPageView({ routeAnalytics: true, preview: false, tagManagerId: 'GTM-A1' }),
    ).toBe(true);
    expect(
      shouldTrackPageView({ routeAnalytics: false, preview: false, tagManagerId: 'GTM-A1' }),
    ).toBe(false);
    expect(
      shouldTrackPageView({ routeAnalytics: true, preview: true, tagManagerId: 'GTM-A1' }),
    ).toBe(false);
    expect(shouldTrackPageView({ routeAnalytics: true, preview: false, tagManagerId: null })).toBe(
      false,
    );
  });
});
