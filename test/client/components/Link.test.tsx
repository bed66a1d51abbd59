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
    expect(fireEvent.click(link, { button: 0 }), 'the browser’s own navigation is cancelled').toBe(
      false,
    );
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
    // Each click is left to the browser: not cancelled, and not routed.
    expect(
      fireEvent.click(screen.getByRole('link', { name: 'A' }), { button: 0, metaKey: true }),
    ).toBe(true);
    expect(
      fireEvent.click(screen.getByRole('link', { name: 'A' }), { button: 0, ctrlKey: true }),
    ).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'B' }), { button: 0 })).toBe(true);
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
