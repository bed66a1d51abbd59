import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoogleIdentityApi } from '../../../../client/features/account/google-identity';
import { GIS_SCRIPT_URL } from '../../../../client/features/account/google-identity';
import { GoogleLink } from '../../../../client/features/account/GoogleLink';
import { SignInForm } from '../../../../client/features/account/SignInForm';
import { SignUpForm } from '../../../../client/features/account/SignUpForm';
import { renderInSite } from '../../render-app';
import { scriptedApi } from '../shopper-fetch';
import type { Account } from '../../../../client/api/account-contract';
import { ACCOUNT, refusal, SIGNED_IN } from './account-fixtures';

/**
 * Google's button on the account forms, with `google.accounts.id` standing in for Google's
 * script (as if it had loaded): what it is initialised and drawn with, and what the ID token
 * its callback gives does with the scripted answers of POST auth/social.
 */
const CLIENT_ID = 'component.apps.googleusercontent.com';
const TOKEN = 'header.payload.signature';

let gis: { initialize: ReturnType<typeof vi.fn>; renderButton: ReturnType<typeof vi.fn> };

beforeEach(() => {
  let callback: ((response: { credential: string }) => void) | undefined;
  gis = {
    initialize: vi.fn((config: Parameters<GoogleIdentityApi['initialize']>[0]) => {
      callback = config.callback;
    }),
    // Draws a plain button that answers with TOKEN, as Google's does after the pop-up.
    renderButton: vi.fn((parent: HTMLElement) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Google';
      button.addEventListener('click', () => callback?.({ credential: TOKEN }));
      parent.replaceChildren(button);
    }),
  };
  window.google = { accounts: { id: gis as unknown as GoogleIdentityApi } };
});

afterEach(() => {
  cleanup();
  delete window.google;
});

const googleButton = () => screen.findByRole('button', { name: 'Google' });

describe('Google sign-in on the forms', () => {
  it('shows nothing and loads nothing without a client id', async () => {
    delete window.google;
    renderInSite(<SignInForm returnTo="/" signUpHref="/sign_in?mode=sign-up" />);
    await Promise.resolve();
    expect(document.querySelector('.google-sign-in')).toBeNull();
    expect(document.querySelector(`script[src="${GIS_SCRIPT_URL}"]`)).toBeNull();
  });

  it('draws Google’s button in the page’s language, in a group named in our words', async () => {
    renderInSite(<SignInForm returnTo="/" signUpHref="/sign_in?mode=sign-up" />, {
      googleClientId: CLIENT_ID,
      country: 'hk',
      language: 'zh',
    });
    await googleButton();
    expect(gis.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: CLIENT_ID, ux_mode: 'popup' }),
    );
    expect(gis.renderButton).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ text: 'signin_with', locale: 'zh_HK' }),
    );
    expect(screen.getByRole('group', { name: '使用 Google 登入' })).toBeTruthy();
  });

  it('signs a known Google account in as a password sign-in does: to return_to, in place', async () => {
    const api = scriptedApi({ 'POST auth/social': { body: SIGNED_IN } });
    const navigate = vi.fn();
    renderInSite(<SignInForm returnTo="/brands/solenne" signUpHref="/sign_in?mode=sign-up" />, {
      googleClientId: CLIENT_ID,
      fetcher: api.fetcher,
      navigate,
    });
    fireEvent.click(await googleButton());
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/brands/solenne', { replace: true }),
    );
    expect(api.calls).toEqual([
      { method: 'POST', path: 'auth/social', body: { provider: 'google', idToken: TOKEN } },
    ]);
  });

  it('hands an unknown Google account to the sign-up with its names, e-mail, token and message', async () => {
    const message = 'Your Google account is not yet linked, please register.';
    const api = scriptedApi({
      'POST auth/social': refusal(404, 'GOOGLE_NOT_LINKED', message, {
        email: 'ana@example.com',
        givenName: 'Ana',
        familyName: 'Lim',
      }),
    });
    const onGoogleNotLinked = vi.fn();
    renderInSite(
      <SignInForm
        returnTo="/"
        signUpHref="/sign_in?mode=sign-up"
        onGoogleNotLinked={onGoogleNotLinked}
      />,
      { googleClientId: CLIENT_ID, fetcher: api.fetcher },
    );
    fireEvent.click(await googleButton());
    await waitFor(() =>
      expect(onGoogleNotLinked).toHaveBeenCalledWith({
        idToken: TOKEN,
        email: 'ana@example.com',
        firstName: 'Ana',
        lastName: 'Lim',
        message,
      }),
    );
  });

  it('says Google’s unavailability in the API’s words with the request ID, focused', async () => {
    const api = scriptedApi({
      'POST auth/social': refusal(
        503,
        'GOOGLE_UNAVAILABLE',
        'Sign-in with Google is not available right now.',
        { requestId: 'req-google-9' },
      ),
    });
    renderInSite(<SignInForm returnTo="/" signUpHref="/sign_in?mode=sign-up" />, {
      googleClientId: CLIENT_ID,
      fetcher: api.fetcher,
    });
    fireEvent.click(await googleButton());
    const message = await screen.findByText('Sign-in with Google is not available right now.');
    const box = message.closest('.form-message');
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box?.querySelector('.reference')?.textContent).toBe('req-google-9');
  });
});

describe('the sign-up after Google', () => {
  const google = {
    idToken: TOKEN,
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Lim',
    message: 'Your Google account is not yet linked, please register.',
  };

  it('opens prefilled under the message, focused, and sends the token to link', async () => {
    const api = scriptedApi({ 'POST account': { status: 201, body: SIGNED_IN } });
    renderInSite(<SignUpForm returnTo="/" signInHref="/sign_in" google={google} />, {
      googleClientId: CLIENT_ID,
      fetcher: api.fetcher,
    });
    const notice = screen.getByText(google.message).closest('.form-message');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    expect(field('First name').value).toBe('Ana');
    expect(field('Last name').value).toBe('Lim');
    expect(field('Email').value).toBe('ana@example.com');
    // Its own Google button is not offered again: this form is Google's way in already.
    expect(document.querySelector('.google-sign-in')).toBeNull();

    for (const label of ['Password', 'Confirm password'])
      fireEvent.change(field(label), { target: { value: 'Sunrise#2024' } });
    fireEvent.change(field('Day'), { target: { value: '4' } });
    fireEvent.change(field('Month'), { target: { value: '3' } });
    fireEvent.change(field('Year'), { target: { value: '1992' } });
    fireEvent.click(screen.getByLabelText(/personal information is collected/));
    fireEvent.click(screen.getByLabelText(/I have read and accept/));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toMatchObject({
      email: 'ana@example.com',
      firstName: 'Ana',
      googleIdToken: TOKEN,
    });
  });
});

describe('Link Google on the profile', () => {
  const renderLink = (account: Account, api = scriptedApi({})) =>
    renderInSite(
      <dl>
        <GoogleLink account={account} />
      </dl>,
      { googleClientId: CLIENT_ID, fetcher: api.fetcher },
    );

  it('links the signed-in member’s Google account and says so, focused', async () => {
    const linked = { ...ACCOUNT, googleLinked: true };
    const api = scriptedApi({
      'POST auth/social': { body: { signedIn: true, account: linked } },
    });
    renderLink(ACCOUNT, api);
    expect(screen.getByText(/^Not linked/)).toBeTruthy();
    fireEvent.click(await googleButton());
    const done = await screen.findByText(
      'Your Google account is linked. You can now sign in with Google.',
    );
    await waitFor(() => expect(document.activeElement).toBe(done.closest('.form-message')));
  });

  it('shows a linked account as linked, with no button', () => {
    renderLink({ ...ACCOUNT, googleLinked: true });
    expect(screen.getByText('Linked: you can sign in with Google.')).toBeTruthy();
    expect(document.querySelector('.google-sign-in')).toBeNull();
  });
});
