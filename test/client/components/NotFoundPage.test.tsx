import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundPage } from '../../../client/components/NotFoundPage';
import { renderInSite } from '../render-app';

afterEach(cleanup);

describe('NotFoundPage', () => {
  it('names the path and links home, in the page language', () => {
    renderInSite(<NotFoundPage />, { path: '/caf%C3%A9' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found: /café');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('speaks Chinese on the Hong Kong site', () => {
    renderInSite(<NotFoundPage />, { country: 'hk', language: 'zh', path: '/x' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('/x');
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toContain('Page not found');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('找不到頁面：/x');
  });
});
