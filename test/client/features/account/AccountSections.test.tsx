import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../../client/api/query-keys';
import { STALE_TIME_MS } from '../../../../client/api/retry';
import {
  AccountNav,
  ChangePasswordForm,
  Overview,
  Profile,
} from '../../../../client/features/account/AccountSections';
import { renderInSite } from '../../render-app';
import { scriptedApi } from '../shopper-fetch';
import { ACCOUNT, refusal, SIGNED_IN } from './account-fixtures';

afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The account as the page's load put it in the cache (fresh for the app's stale time). */
function withAccount() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: STALE_TIME_MS } },
  });
  queryClient.setQueryData(queryKeys.account(), ACCOUNT);
  return queryClient;
}

describe('the account sections', () => {
  it('greets the member by first name with their tier', () => {
    renderInSite(<Overview />, { queryClient: withAccount(), fetcher: scriptedApi({}).fetcher });
    expect(screen.getByText('Hello, Mei')).toBeTruthy();
    expect(screen.getByText('Your Beauty Pass tier: Pink')).toBeTruthy();
  });

  it('asks GET account when the page does not have it yet', async () => {
    const api = scriptedApi({ 'GET account': { body: { ...ACCOUNT, firstName: 'Ploy' } } });
    renderInSite(<Overview />, { fetcher: api.fetcher });
    expect(await screen.findByText('Hello, Ploy')).toBeTruthy();
  });

  it('a sign-in that ended meanwhile: says so, with the way to sign in and come back', async () => {
    const api = scriptedApi({
      'GET account': refusal(
        401,
        'SESSION_EXPIRED',
        'Your session has ended. Please sign in again.',
      ),
    });
    renderInSite(<Overview />, { fetcher: api.fetcher, path: '/account/profile' });
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe(
      '/sign_in?return_to=%2Faccount%2Fprofile',
    );
  });

  it('shows the profile as a form filled with the account, beside the facts it cannot change', () => {
    renderInSite(<Profile />, { queryClient: withAccount(), fetcher: scriptedApi({}).fetcher });
    expect(screen.getByText('mei@example.com')).toBeTruthy();
    expect(screen.getByText('12 April 1990')).toBeTruthy();
    expect(
      screen.getByText(/To change your email or date of birth, contact customer care/),
    ).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Mei');
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('marks the current section in its menu', () => {
    renderInSite(<AccountNav current="password" />, { fetcher: scriptedApi({}).fetcher });
    const current = screen.getByRole('link', { name: 'Change password' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/account/password');
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/account');
  });
});

describe('ChangePasswordForm', () => {
  it('a wrong current password: said by that field, focused', async () => {
    const api = scriptedApi({
      'PATCH account/password': refusal(
        422,
        'WRONG_PASSWORD',
        'The current password is not right.',
        {
          field: 'currentPassword',
        },
      ),
    });
    renderInSite(<ChangePasswordForm email="mei@example.com" />, { fetcher: api.fetcher });
    type('Current password', 'Wrong#2024');
    type('New password', 'Moonlight!2025');
    type('Confirm new password', 'Moonlight!2025');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The current password is not right.')).toBeTruthy();
  });

  it('changed: says so (focused), empties the fields and keeps the account answered', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const api = scriptedApi({ 'PATCH account/password': { body: SIGNED_IN } });
    renderInSite(<ChangePasswordForm email="mei@example.com" />, {
      fetcher: api.fetcher,
      queryClient,
    });
    type('Current password', 'Sunrise#2024');
    type('New password', 'Moonlight!2025');
    type('Confirm new password', 'Moonlight!2025');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const done = await screen.findByText(/Your password has been changed/);
    await waitFor(() => expect(document.activeElement).toBe(done.closest('.form-message')));
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
    expect(queryClient.getQueryData(queryKeys.account())).toEqual(ACCOUNT);
    expect(api.calls[0].body).toEqual({
      currentPassword: 'Sunrise#2024',
      password: 'Moonlight!2025',
      passwordConfirmation: 'Moonlight!2025',
    });
  });

  it('the new password may not be the e-mail (checked live)', () => {
    renderInSite(<ChangePasswordForm email="Mei.Tan!1@example.com" />, {
      fetcher: scriptedApi({}).fetcher,
    });
    type('New password', 'mei.tan!1@example.com');
    const rule = screen.getByText('Not the same as your email').closest('li');
    expect(rule?.className).toBe('rule-notMet');
  });
});

describe('SignOut', () => {
  it('ends this sign-in, says so, then loads the home page as a new document', async () => {
    const { SignOut } = await import('../../../../client/features/account/AccountSections');
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, assign, origin: original.origin, href: original.href },
    });
    try {
      const api = scriptedApi({ 'DELETE sessions': { body: { signedIn: false } } });
      renderInSite(<SignOut />, { fetcher: api.fetcher, country: 'th', language: 'en' });
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
      expect((await screen.findAllByText('You have signed out.')).length).toBeGreaterThan(0);
      expect(assign).not.toHaveBeenCalled();
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/?language=en'), {
        timeout: 3000,
      });
      expect(api.calls).toEqual([{ method: 'DELETE', path: 'sessions', body: undefined }]);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
