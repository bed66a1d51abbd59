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
  it('opens and closes with its button and Escape, showing the guest items', async () => {
    renderInSite(<AccountMenu items={items} />, {
      fetcher: async () =>
        new Response(JSON.stringify({ signedIn: false, geoCountry: null, segments: [] })),
    });
    const button = screen.getByRole('button', { name: 'Account' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Orders' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('returns focus to its button when Escape closes it from inside the menu', async () => {
    renderInSite(<AccountMenu items={items} />, {
      fetcher: async () =>
        new Response(JSON.stringify({ signedIn: false, geoCountry: null, segments: [] })),
    });
    const button = screen.getByRole('button', { name: 'Account' });
    fireEvent.click(button);
    const link = await screen.findByRole('link', { name: 'Sign in' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('shows neither the guest label nor the guest items until the user query answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderInSite(<AccountMenu items={items} />, {
      fetcher: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const button = screen.getByRole('button', { name: 'Account' });
    // Named for a screen reader, but no label shows: the visitor may be a member.
    expect(button.getAttribute('aria-label')).toBe('Account');
    expect(button.querySelector('.account-label > span:not([aria-hidden])')).toBeNull();
    fireEvent.click(button);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    answer(
      new Response(
        JSON.stringify({ signedIn: true, tier: 'pink', geoCountry: null, segments: [] }),
      ),
    );
    expect(await screen.findByRole('link', { name: 'Orders' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'My account' }).getAttribute('aria-label'),
    ).toBeNull();
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

  it('opens on the member’s points summary: tier and available points, from GET user', async () => {
    renderInSite(<AccountMenu items={items} />, {
      fetcher: async () =>
        new Response(
          JSON.stringify({
            signedIn: true,
            tier: 'gold',
            points: { available: 1250 },
            geoCountry: null,
            segments: [],
          }),
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'My account' }));
    expect(screen.getByText('Beauty Pass Gold · 1,250 points')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Orders' })).toBeTruthy();
  });

  it('the summary in the page’s language, and none when GET user has no points', async () => {
    renderInSite(<AccountMenu items={items} />, {
      country: 'th',
      language: 'th',
      fetcher: async () =>
        new Response(
          JSON.stringify({
            signedIn: true,
            tier: 'black',
            points: { available: 3400 },
            geoCountry: null,
            segments: [],
          }),
        ),
    });
    expect(await screen.findByText('Beauty Pass แบล็ก · 3,400 คะแนน')).toBeTruthy();
    cleanup();
    renderInSite(<AccountMenu items={items} />, {
      fetcher: async () =>
        new Response(
          JSON.stringify({ signedIn: true, tier: 'pink', geoCountry: null, segments: [] }),
        ),
    });
    await screen.findByRole('button', { name: 'My account' });
    expect(screen.queryByText(/Beauty Pass Pink/)).toBeNull();
  });

  it('shows no summary to a guest', async () => {
    renderInSite(<AccountMenu items={items} />, {
      fetcher: async () =>
        new Response(
          JSON.stringify({ signedIn: false, tier: null, geoCountry: null, segments: [] }),
        ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(document.querySelector('.account-menu-summary')).toBeNull();
  });
});
