import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmSignUpForm } from '../../../../client/features/account/ConfirmSignUpForm';
import { ForgotPasswordForm } from '../../../../client/features/account/ForgotPasswordForm';
import { ResetPasswordForm } from '../../../../client/features/account/ResetPasswordForm';
import { UnlockPanel } from '../../../../client/features/account/UnlockPanel';
import { renderInSite } from '../../render-app';
import { scriptedApi } from '../shopper-fetch';
import { refusal, SIGNED_IN } from './account-fixtures';

afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ForgotPasswordForm', () => {
  it('sends the address and shows the neutral answer in place of the form, focused', async () => {
    const api = scriptedApi({
      'POST account/password/forgot': {
        body: {
          done: true,
          message: 'If this email is on file, we have sent instructions to reset your password.',
        },
      },
    });
    renderInSite(<ForgotPasswordForm />, { fetcher: api.fetcher });
    type('Email', 'mei@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    const answer = await screen.findByText(
      'If this email is on file, we have sent instructions to reset your password.',
    );
    await waitFor(() => expect(document.activeElement).toBe(answer.closest('.form-message')));
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(api.calls[0].body).toEqual({ email: 'mei@example.com' });
  });
});

describe('ResetPasswordForm', () => {
  it('sends the token with the new password, then says it is done and links to sign in', async () => {
    const api = scriptedApi({
      'POST account/password/reset': {
        body: { done: true, message: 'Your password has been changed.' },
      },
    });
    renderInSite(<ResetPasswordForm token="tok_abc" />, { fetcher: api.fetcher });
    type('New password', 'Moonlight!2025');
    type('Confirm new password', 'Moonlight!2025');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Sign in with your new password' }).getAttribute('href'),
    ).toBe('/sign_in');
    expect(api.calls[0].body).toEqual({
      token: 'tok_abc',
      password: 'Moonlight!2025',
      passwordConfirmation: 'Moonlight!2025',
    });
  });

  it('lists the rules without "not your e-mail" (the page does not know it)', () => {
    renderInSite(<ResetPasswordForm token="tok_abc" />, { fetcher: scriptedApi({}).fetcher });
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    expect(screen.queryByText('Not the same as your email')).toBeNull();
  });

  it('an expired link: the API’s words, focused, with the way to ask for another', async () => {
    const api = scriptedApi({
      'POST account/password/reset': refusal(
        409,
        'LINK_EXPIRED',
        'This reset-password link has expired. Please ask for a new one.',
        { field: 'token' },
      ),
    });
    renderInSite(<ResetPasswordForm token="tok_old" />, { fetcher: api.fetcher });
    type('New password', 'Moonlight!2025');
    type('Confirm new password', 'Moonlight!2025');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    const message = await screen.findByText(
      'This reset-password link has expired. Please ask for a new one.',
    );
    await waitFor(() => expect(document.activeElement).toBe(message.closest('.form-message')));
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/users/password/new',
    );
  });

  it('refuses a confirmation that does not match before sending', async () => {
    const api = scriptedApi({});
    renderInSite(<ResetPasswordForm token="tok_abc" />, { fetcher: api.fetcher });
    type('New password', 'Moonlight!2025');
    type('Confirm new password', 'Moonlight!2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    const confirmation = screen.getByLabelText('Confirm new password');
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The two passwords do not match.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});

describe('UnlockPanel', () => {
  it('unlocks on a press of the button (never on opening), then links to sign in', async () => {
    const api = scriptedApi({
      'POST account/unlock': {
        body: { done: true, message: 'Your account is unlocked. You can sign in now.' },
      },
    });
    renderInSite(<UnlockPanel token="tok_unlock" />, { fetcher: api.fetcher });
    expect(api.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock my account' }));
    expect(await screen.findByText('Your account is unlocked. You can sign in now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign_in');
    expect(screen.queryByRole('button', { name: 'Unlock my account' })).toBeNull();
    expect(api.calls[0].body).toEqual({ token: 'tok_unlock' });
  });

  it('a used link: the API’s words and the way to sign in', async () => {
    const message =
      'This unlock link has expired or was used already. Sign in again, or contact customer care.';
    const api = scriptedApi({
      'POST account/unlock': refusal(409, 'LINK_EXPIRED', message, { field: 'token' }),
    });
    renderInSite(<UnlockPanel token="tok_used" />, { fetcher: api.fetcher });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock my account' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('ConfirmSignUpForm', () => {
  const token = 't'.repeat(43);

  it('makes the account with the password chosen, takes the guest order, and goes where the sign-up was going', async () => {
    const api = scriptedApi({
      'POST account/confirm': {
        status: 201,
        body: { ...SIGNED_IN, returnTo: '/checkout', claim: 'SG123456789' },
      },
      // Not taken (another e-mail's order, say): the account stands and the page goes on.
      'POST orders/SG123456789/claim': refusal(404, 'NOT_FOUND', 'This order was not found.'),
    });
    const navigate = vi.fn();
    renderInSite(<ConfirmSignUpForm token={token} />, { fetcher: api.fetcher, navigate });
    type('Password', 'Sunrise#2024');
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/checkout', {
        replace: true,
        note: expect.stringMatching(/^Welcome to Beauty Pass, .+: your account is ready\.$/),
      }),
    );
    expect(api.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', 'account/confirm', { token, password: 'Sunrise#2024' }],
      ['POST', 'orders/SG123456789/claim', {}],
    ]);
  });

  it('a wrong password: the API’s words by the field, focused', async () => {
    const message =
      'That is not the password you chose when you signed up. After 5 wrong tries the link stops working.';
    const api = scriptedApi({
      'POST account/confirm': refusal(422, 'WRONG_PASSWORD', message, { field: 'password' }),
    });
    renderInSite(<ConfirmSignUpForm token={token} />, { fetcher: api.fetcher });
    type('Password', 'Guessed#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('an ended link: the API’s words, focused, with the way to sign up again', async () => {
    const message = 'This link has expired or has already been used. Please sign up again.';
    const api = scriptedApi({
      'POST account/confirm': refusal(409, 'LINK_EXPIRED', message, { field: 'token' }),
    });
    renderInSite(<ConfirmSignUpForm token={token} />, { fetcher: api.fetcher });
    type('Password', 'Sunrise#2024');
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    const said = await screen.findByText(message);
    await waitFor(() => expect(document.activeElement).toBe(said.closest('.form-message')));
    expect(screen.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe(
      '/sign_in?mode=sign-up',
    );
  });
});
