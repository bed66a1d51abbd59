import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../../client/api/query-keys';
import { SignInForm } from '../../../../client/features/account/SignInForm';
import { renderInSite } from '../../render-app';
import { scriptedApi } from '../shopper-fetch';
import { ACCOUNT, refusal, SIGNED_IN } from './account-fixtures';

afterEach(cleanup);

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

/** The texts of the elements an element's aria-describedby names. */
function descriptions(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

function fill(address: string, secret: string) {
  fireEvent.change(email(), { target: { value: address } });
  fireEvent.change(password(), { target: { value: secret } });
}

function renderForm(
  api: ReturnType<typeof scriptedApi>,
  extra: { queryClient?: QueryClient } = {},
) {
  const navigate = vi.fn();
  renderInSite(<SignInForm returnTo="/products/velvet-lip" signUpHref="/sign_in?mode=sign-up" />, {
    fetcher: api.fetcher,
    navigate,
    ...extra,
  });
  return navigate;
}

describe('SignInForm', () => {
  it('says what is missing by each field, tied to it, focuses the first, and sends nothing', async () => {
    const api = scriptedApi({});
    renderForm(api);
    submit();
    await waitFor(() => expect(document.activeElement).toBe(email()));
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(email())).toEqual(['Enter an email address like name@example.com.']);
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(password())).toEqual(['Enter your password.']);
    expect(api.calls).toEqual([]);
  });

  it('shows a refusal without a field on the form, focused, and ties it to both fields', async () => {
    const api = scriptedApi({
      'POST auth/token': refusal(401, 'AUTHENTICATION_FAILED', 'Authentication failed'),
    });
    renderForm(api);
    fill('mei@example.com', 'Wrong#2024');
    submit();
    const message = await screen.findByText('Authentication failed');
    await waitFor(() => expect(document.activeElement).toBe(message.closest('.form-message')));
    for (const field of [email(), password()]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(descriptions(field)).toEqual(['Authentication failed']);
    }
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: 'auth/token',
        body: { grant_type: 'password', email: 'mei@example.com', password: 'Wrong#2024' },
      },
    ]);
  });

  it('shows a blocked attempt with its reference ID set apart, to select and copy', async () => {
    const api = scriptedApi({
      'POST auth/token': refusal(
        403,
        'SIGN_IN_BLOCKED',
        'This sign-in attempt was blocked, contact support with the reference ID SB-7KQ2M9XA.',
        { reference: 'SB-7KQ2M9XA' },
      ),
    });
    renderForm(api);
    fill('mei@example.com', 'Wrong#2024');
    submit();
    const reference = await screen.findByText('SB-7KQ2M9XA');
    expect(reference.tagName).toBe('CODE');
    expect(reference.className).toBe('reference');
    expect(reference.closest('p')?.textContent).toBe(
      'This sign-in attempt was blocked, contact support with the reference ID SB-7KQ2M9XA.',
    );
  });

  it('signed in: goes to return_to in place of the sign-in page, the user query marked stale and the account kept', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(queryKeys.user(), { signedIn: false, geoCountry: null, segments: [] });
    const api = scriptedApi({ 'POST auth/token': { body: SIGNED_IN } });
    const navigate = renderForm(api, { queryClient });
    fill('  mei@example.com ', 'Sunrise#2024');
    submit();
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/products/velvet-lip', { replace: true }),
    );
    expect(api.calls[0].body).toMatchObject({ email: 'mei@example.com' });
    expect(queryClient.getQueryState(queryKeys.user())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(queryKeys.account())).toEqual(ACCOUNT);
  });

  it('signed in with bag lines that did not fit: says so first, with the way on', async () => {
    const api = scriptedApi({
      'POST auth/token': {
        body: { ...SIGNED_IN, bagNotices: [{ variantId: 31, wanted: 9, kept: 6 }] },
      },
    });
    const navigate = renderForm(api);
    fill('mei@example.com', 'Sunrise#2024');
    submit();
    const heading = await screen.findByRole('heading', { name: 'Your bag has changed' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Item 1: 6 of 9 kept')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/products/velvet-lip',
    );
    expect(screen.getByRole('link', { name: 'See your bag' }).getAttribute('href')).toBe('/cart');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('links to the forgotten-password page and to sign-up', () => {
    renderForm(scriptedApi({}));
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/users/password/new',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/sign_in?mode=sign-up',
    );
  });
});
