import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountMenu } from '../../../client/features/account/AccountMenu';
import { renderInSite } from '../render-app';

afterEach(cleanup);

const items = {
  guest: [{ id: 'sign-in', label: 'Sign in', href: '/sign_in' }],
  member: [{ id: 'orders', label: 'Orders', href: '/account/orders' }],
};

describe('AccountMenu', () => {
  it('opens and closes with its button and Escape, showing the guest items', () => {
    renderInSite(<AccountMenu items={items} />, {
      fetcher: async () =>
        new Response(JSON.stringify({ signedIn: false, geoCountry: null, segments: [] })),
    });
    const button = screen.getByRole('button', { name: 'Account' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Orders' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('returns focus to its button when Escape closes it from inside the menu', () => {
    renderInSite(<AccountMenu items={items} />, {
      fetcher: async () =>
        new Response(JSON.stringify({ signedIn: false, geoCountry: null, segments: [] })),
    });
    const button = screen.getByRole('button', { name: 'Account' });
    fireEvent.click(button);
    const link = screen.getByRole('link', { name: 'Sign in' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('shows the member items once the user query says signed in', async () => {
    renderInSite(<AccountMenu items={items} />, {
      fetcher: async () =>
        new Response(JSON.stringify({ signedIn: true, geoCountry: null, segments: [] })),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('link', { name: 'Orders' })).toBeTruthy();
  });

  it('says "My account" on its button once the user query says signed in', async () => {
    renderInSite(<AccountMenu items={items} />, {
      fetcher: async () =>
        new Response(
          JSON.stringify({ signedIn: true, tier: 'pink', geoCountry: null, segments: [] }),
        ),
    });
    expect(await screen.findByRole('button', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
  });
});
