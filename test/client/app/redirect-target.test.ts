import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../../../client/app/redirect-target';

describe('redirectTarget', () => {
  const here = new URL('https://shop.example/members');
  const asked = 'https://shop.example/members';

  it('follows a redirect on this site, resolved against the page', () => {
    expect(redirectTarget('/sign_in?return_to=%2Fmembers', asked, here)).toBe(
      'https://shop.example/sign_in?return_to=%2Fmembers',
    );
    expect(redirectTarget('account', asked, here)).toBe('https://shop.example/account');
  });

  it('loads the page asked for when the redirect names another host or scheme', () => {
    for (const redirect of ['//evil.example/x', 'https://evil.example/', 'http://shop.example/'])
      expect(redirectTarget(redirect, asked, here)).toBe(asked);
  });
});
