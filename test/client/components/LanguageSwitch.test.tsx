import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '../../../client/components/LanguageSwitch';
import { renderInSite } from '../render-app';

afterEach(cleanup);

describe('LanguageSwitch', () => {
  it('offers the country languages as links to the same path', () => {
    renderInSite(<LanguageSwitch />, {
      country: 'hk',
      language: 'zh',
      path: '/brands/solenne',
      search: 'sort=new&language=zh',
    });
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
      '/brands/solenne?sort=new',
    );
    const chinese = screen.getByRole('link', { name: '中文' });
    expect(chinese.getAttribute('href')).toBe('/brands/solenne?sort=new&language=zh');
    expect(chinese.getAttribute('aria-current')).toBe('true');
  });

  it('is absent on a one-language site', () => {
    const { container } = renderInSite(<LanguageSwitch />, { country: 'sg' });
    // The page's announcer (an empty live region) is all there is.
    expect([...container.children].map((child) => child.getAttribute('data-announcer'))).toEqual([
      '',
    ]);
  });
});
