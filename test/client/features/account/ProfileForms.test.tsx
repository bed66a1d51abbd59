import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../../../client/api/query-keys';
import { BeautyProfileForm } from '../../../../client/features/account/BeautyProfileForm';
import { ProfileForm } from '../../../../client/features/account/ProfileForm';
import { announcement, renderInSite } from '../../render-app';
import { scriptedApi } from '../shopper-fetch';
import { ACCOUNT, refusal } from './account-fixtures';

afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('ProfileForm', () => {
  it('refuses an empty name and a bad mobile before sending: each by its field, focus on the first', async () => {
    const api = scriptedApi({});
    renderInSite(<ProfileForm account={ACCOUNT} />, { fetcher: api.fetcher });
    type('First name', ' ');
    type('Mobile number (optional)', 'call me');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const first = screen.getByLabelText('First name');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Enter your first name.');
    expect(first.getAttribute('aria-describedby')).toContain(error.id);
    const mobile = screen.getByLabelText('Mobile number (optional)');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('saves: sends the changes (an empty mobile removes it), keeps the answer as the account, says so politely', async () => {
    const queryClient = client();
    const answer = { ...ACCOUNT, firstName: 'Ploy', marketingConsent: true };
    const api = scriptedApi({ 'PATCH account': { body: answer } });
    renderInSite(<ProfileForm account={{ ...ACCOUNT, mobile: '+65 9123 4567' }} />, {
      fetcher: api.fetcher,
      queryClient,
    });
    type('First name', ' Ploy ');
    type('Mobile number (optional)', '');
    fireEvent.click(screen.getByLabelText('Send me news, offers and invitations by email.'));
    const button = screen.getByRole('button', { name: 'Save changes' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(announcement()).toBe('Your profile has been saved.'));
    expect(
      screen.getByText('Your profile has been saved.', { selector: '.form-message p' }),
    ).toBeTruthy();
    expect(document.activeElement).toBe(button);
    expect(api.calls[0]).toEqual({
      method: 'PATCH',
      path: 'account',
      body: { firstName: 'Ploy', lastName: 'Tan', mobile: null, marketingConsent: true },
    });
    expect(queryClient.getQueryData(queryKeys.account())).toEqual(answer);
  });

  it("shows the API's refusal by the field it names", async () => {
    const api = scriptedApi({
      'PATCH account': refusal(400, 'VALIDATION_FAILED', 'lastName is not valid.', {
        field: 'lastName',
      }),
    });
    renderInSite(<ProfileForm account={ACCOUNT} />, { fetcher: api.fetcher });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const last = screen.getByLabelText('Last name');
    await waitFor(() => expect(document.activeElement).toBe(last));
    expect(screen.getByText('lastName is not valid.')).toBeTruthy();
  });

  it('a refusal without a field is the form message, focused', async () => {
    const api = scriptedApi({
      'PATCH account': refusal(
        401,
        'SESSION_EXPIRED',
        'Your session has ended. Please sign in again.',
      ),
    });
    renderInSite(<ProfileForm account={ACCOUNT} />, { fetcher: api.fetcher });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const message = await screen.findByText('Your session has ended. Please sign in again.');
    await waitFor(() => expect(document.activeElement).toBe(message.closest('.form-message')));
  });
});

describe('BeautyProfileForm', () => {
  it('asks each question in a fieldset whose legend names it, with native radios and checkboxes', () => {
    renderInSite(<BeautyProfileForm account={ACCOUNT} />, { fetcher: scriptedApi({}).fetcher });
    const skinType = screen.getByRole('group', { name: 'Skin type' });
    expect(within(skinType).getAllByRole('radio')).toHaveLength(6);
    // Nothing answered yet: "prefer not to say" is the checked one.
    expect((within(skinType).getByLabelText('Prefer not to say') as HTMLInputElement).checked).toBe(
      true,
    );
    const concerns = screen.getByRole('group', { name: 'Skin concerns (choose any)' });
    expect(within(concerns).getAllByRole('checkbox')).toHaveLength(8);
  });

  it('sends the whole profile and says when it is complete', async () => {
    const queryClient = client();
    const profile = {
      skinType: 'oily',
      skinTone: 'tan',
      skinConcerns: ['pores', 'acne'],
      hairType: 'curly',
      hairConcerns: ['frizz'],
    } as const;
    const answer = {
      ...ACCOUNT,
      beautyProfile: profile,
      beautyProfileCompletedAt: '2026-11-24T10:00:00.000Z',
    };
    const api = scriptedApi({ 'PATCH account': { body: answer } });
    renderInSite(<BeautyProfileForm account={ACCOUNT} />, { fetcher: api.fetcher, queryClient });
    const pick = (group: string, label: string) =>
      fireEvent.click(within(screen.getByRole('group', { name: group })).getByLabelText(label));
    pick('Skin type', 'Oily');
    pick('Skin tone', 'Tan');
    pick('Skin concerns (choose any)', 'Visible pores');
    pick('Skin concerns (choose any)', 'Acne and blemishes');
    pick('Skin concerns (choose any)', 'Redness');
    pick('Skin concerns (choose any)', 'Redness');
    pick('Hair type', 'Curly');
    pick('Hair concerns (choose any)', 'Frizz');
    fireEvent.click(screen.getByRole('button', { name: 'Save beauty profile' }));
    await waitFor(() => expect(announcement()).toBe('Your beauty profile is complete. Thank you!'));
    expect(api.calls[0].body).toEqual({ beautyProfile: profile });
    expect(queryClient.getQueryData(queryKeys.account())).toEqual(answer);
  });

  it('"prefer not to say" takes an answer back; an empty list is not sent', async () => {
    const api = scriptedApi({ 'PATCH account': { body: ACCOUNT } });
    renderInSite(
      <BeautyProfileForm
        account={{ ...ACCOUNT, beautyProfile: { skinType: 'dry', hairConcerns: ['frizz'] } }}
      />,
      { fetcher: api.fetcher },
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Skin type' })).getByLabelText('Prefer not to say'),
    );
    fireEvent.click(screen.getByLabelText('Frizz'));
    fireEvent.click(screen.getByRole('button', { name: 'Save beauty profile' }));
    await waitFor(() => expect(announcement()).toBe('Your beauty profile has been saved.'));
    expect(api.calls[0].body).toEqual({ beautyProfile: {} });
  });

  it('a refusal is the form message, focused, even one naming a field (the form has none to mark)', async () => {
    const api = scriptedApi({
      'PATCH account': refusal(400, 'VALIDATION_FAILED', 'beautyProfile is not valid.', {
        field: 'beautyProfile',
      }),
    });
    renderInSite(<BeautyProfileForm account={ACCOUNT} />, { fetcher: api.fetcher });
    fireEvent.click(screen.getByRole('button', { name: 'Save beauty profile' }));
    const message = await screen.findByText('beautyProfile is not valid.');
    await waitFor(() => expect(document.activeElement).toBe(message.closest('.form-message')));
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it('says it saved until an answer changes', async () => {
    const api = scriptedApi({ 'PATCH account': { body: ACCOUNT } });
    renderInSite(<BeautyProfileForm account={ACCOUNT} />, { fetcher: api.fetcher });
    fireEvent.click(screen.getByRole('button', { name: 'Save beauty profile' }));
    const saved = () =>
      screen.queryByText('Your beauty profile has been saved.', { selector: '.form-message p' });
    await waitFor(() => expect(saved()).toBeTruthy());
    fireEvent.click(screen.getByLabelText('Frizz'));
    expect(saved()).toBeNull();
  });
});
