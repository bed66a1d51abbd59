import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { Link } from '../../../client/components/Link';
import { renderInSite } from '../render-app';

afterEach(cleanup);

describe('Link', () => {
  it('is a real link that the router takes over on a plain click', () => {
    const navigate = vi.fn();
    renderInSite(<Link href="/about">About</Link>, { navigate });
    const link = screen.getByRole('link', { name: 'About' });
    expect(link.getAttribute('href')).toBe('/about');
    fireEvent.click(link, { button: 0 });
    expect(navigate).toHaveBeenCalledWith('/about');
  });

  it('leaves modified clicks and new-tab links to the browser', () => {
    const navigate = vi.fn();
    renderInSite(
      <>
        <Link href="/a">A</Link>
        <Link href="/b" target="_blank">
          B
        </Link>
      </>,
      { navigate },
    );
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { button: 0, metaKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { button: 0, ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'B' }), { button: 0 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('prefetches on hover and focus', () => {
    const prefetch = vi.fn();
    renderInSite(<Link href="/brands">Brands</Link>, { prefetch });
    const link = screen.getByRole('link', { name: 'Brands' });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    expect(prefetch).toHaveBeenCalledTimes(2);
    expect(prefetch).toHaveBeenCalledWith('/brands');
  });
});
