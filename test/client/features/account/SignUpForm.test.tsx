import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKLIST_ANNOUNCE_DELAY_MS } from '../../../../client/features/account/PasswordChecklist';
import { SignUpForm } from '../../../../client/features/account/SignUpForm';
import { announcement, renderInSite } from '../../render-app';
import { scriptedApi } from '../shopper-fetch';
import { refusal } from './account-fixtures';

/** POST account's answer to any e-mail sign-up. */
const SENT = {
  signedIn: false,
  confirmationSent: true,
  message: 'Check your email: we have sent a message to finish joining Beauty Pass.',
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const rule = (text: string) =>
  within(document.querySelector('.password-checklist') as HTMLElement)
    .getByText(text)
    .closest('li') as HTMLElement;

function renderForm(api = scriptedApi({})) {
  const navigate = vi.fn();
  renderInSite(<SignUpForm returnTo="/account" signInHref="/sign_in?return_to=%2Faccount" />, {
    fetcher: api.fetcher,
    navigate,
  });
  return navigate;
}

/** Everything right, the password given. */
function fillValid(password = 'Sunrise#2024') {
  type('First name', 'Mei');
  type('Last name', 'Tan');
  type('Email', 'mei@example.com');
  type('Password', password);
  type('Confirm password', password);
  type('Day', '12');
  fireEvent.change(field('Month'), { target: { value: '4' } });
  type('Year', '1990');
  fireEvent.click(screen.getByLabelText(/I agree that my personal information/));
  fireEvent.click(screen.getByLabelText(/I have read and accept/));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('SignUpForm', () => {
  it('lists the password rules live, and says only the ones that changed once typing pauses', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderForm();
    type('Email', 'mei@example.com');
    expect(rule('At least 8 characters').className).toBe('rule-notMet');

    // Three keys in a row: the list follows each, the live region waits for the pause.
    type('Password', 'S');
    type('Password', 'Su');
    type('Password', 'Su1');
    expect(rule('At least 1 number').className).toBe('rule-met');
    expect(rule('At least 8 characters').className).toBe('rule-notMet');
    expect(announcement()).toBe('');
    act(() => vi.advanceTimersByTime(CHECKLIST_ANNOUNCE_DELAY_MS));
    const first =
      'At least 1 number: done. At least 1 lowercase and 1 uppercase letter: done. Not the same as your email: done.';
    expect(announcement()).toBe(first);

    // A key that changes no rule says nothing (the region's message node stays the one said);
    // the next change says only itself.
    const said = document.querySelector('[data-announcer] p');
    type('Password', 'Su1x');
    act(() => vi.advanceTimersByTime(CHECKLIST_ANNOUNCE_DELAY_MS));
    expect(document.querySelector('[data-announcer] p')).toBe(said);
    type('Password', 'Su1x!');
    act(() => vi.advanceTimersByTime(CHECKLIST_ANNOUNCE_DELAY_MS));
    expect(announcement()).toBe('At least 1 special character: done.');
  });

  it('the passwords match only once the confirmation is typed, and the list describes the password field', () => {
    renderForm();
    type('Password', 'Sunrise#2024');
    expect(rule('The two passwords match').className).toBe('rule-notMet');
    type('Confirm password', 'Sunrise#2024');
    expect(rule('The two passwords match').className).toBe('rule-met');
    const described = field('Password').getAttribute('aria-describedby') ?? '';
    expect(described.split(' ')).toContain(document.querySelector('.password-checklist')?.id);
  });

  it('sends the sign-up with the date of birth written YYYY-MM-DD (a Buddhist-era year converted), no empty mobile, the consents, where to go after', async () => {
    const api = scriptedApi({ 'POST account': { status: 202, body: SENT } });
    const navigate = renderForm(api);
    fillValid();
    type('Year', '2533');
    submit();
    // The form gives way to "check your e-mail", focused, naming the address: nothing else
    // happens until the mailed link is opened (the same answer whoever owns the address).
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/We have sent a message to mei@example\.com\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: 'account',
        body: {
          firstName: 'Mei',
          lastName: 'Tan',
          email: 'mei@example.com',
          password: 'Sunrise#2024',
          passwordConfirmation: 'Sunrise#2024',
          birthDate: '1990-04-12',
          consents: { personalInformation: true, policy: true, marketing: false },
          returnTo: '/account',
        },
      },
    ]);
  });

  it('marks the rules the API refused on the list, by the password field', async () => {
    const api = scriptedApi({
      'POST account': refusal(422, 'PASSWORD_RULES', 'The password does not meet every rule.', {
        field: 'password',
        codes: ['AUTH_MS_PV_008'],
        issues: [{ field: 'password', message: 'Not a password that is easy to guess' }],
      }),
    });
    renderForm(api);
    fillValid('Password1!');
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field('Password')));
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The password does not meet every rule.')).toBeTruthy();
    expect(rule('Not a password that is easy to guess').className).toBe('rule-notMet');
    // Another password: the API's rule is checked again on sending.
    type('Password', 'Password2!');
    expect(rule('Not a password that is easy to guess').className).toBe('rule-pending');
  });

  it('shows the age refusal by the date of birth, tied to each of its inputs', async () => {
    const api = scriptedApi({
      'POST account': refusal(422, 'TOO_YOUNG', 'You must be 14 or older to join Beauty Pass.', {
        field: 'birthDate',
      }),
    });
    renderForm(api);
    fillValid();
    submit();
    const error = await screen.findByText('You must be 14 or older to join Beauty Pass.');
    await waitFor(() => expect(document.activeElement).toBe(field('Day')));
    for (const label of ['Day', 'Month', 'Year']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      expect(field(label).getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    }
  });

  it("gives the site's own mobile number as the example, whatever the language", () => {
    renderForm();
    expect(screen.getByText('With the country code, for example +65 9123 4567.')).toBeTruthy();
    type('Mobile number (optional)', '12');
    submit();
    expect(
      screen.getByText(
        'Enter a mobile number of 6 to 20 digits, for example +65 9123 4567, or leave it empty.',
      ),
    ).toBeTruthy();
  });

  it('finds the problems it can see before sending: too young, an impossible date, consents missing', () => {
    const api = scriptedApi({});
    renderForm(api);
    fillValid();
    type('Day', '31');
    fireEvent.change(field('Month'), { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText(/I have read and accept/));
    submit();
    expect(screen.getByText('Enter a real date of birth, for example 27 3 1995.')).toBeTruthy();
    expect(screen.getByText('Tick this box to join Beauty Pass.')).toBeTruthy();
    fireEvent.change(field('Month'), { target: { value: '1' } });
    type('Year', String(new Date().getFullYear() - 10));
    submit();
    const tooYoung = screen.getByText('You must be 14 or older to join Beauty Pass.');
    for (const label of ['Day', 'Month', 'Year'])
      expect(field(label).getAttribute('aria-describedby')).toBe(tooYoung.id);
    expect(api.calls).toEqual([]);
  });
});
