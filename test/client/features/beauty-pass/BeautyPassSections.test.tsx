import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../../client/api/query-client';
import { queryKeys } from '../../../../client/api/query-keys';
import {
  BeautyPassDashboard,
  BeautyPassPoints,
} from '../../../../client/features/beauty-pass/BeautyPassSections';
import { renderInSite } from '../../render-app';
import { ACCOUNT } from '../account/account-fixtures';
import { scriptedApi } from '../shopper-fetch';
import { entry } from './beauty-pass-fixtures';

afterEach(cleanup);

/** The account as the page's load put it in the cache. */
function withAccount(account: object = ACCOUNT) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.account(), account);
  return queryClient;
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('the account’s Beauty Pass sections', () => {
  it('points: the tier, the points, the insider gifts and the history', async () => {
    const api = scriptedApi({
      'GET account/points': { body: { items: [entry(2, { points: 80 })], next: null } },
    });
    renderInSite(<BeautyPassPoints />, { fetcher: api.fetcher, queryClient: withAccount() });
    expect(headings()).toEqual([
      'Beauty Pass Pink',
      'Your points',
      'Insider gifts',
      'Points history',
    ]);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('.points-entry')).toHaveLength(1));
  });

  it('dashboard: the greeting, then the tier and the points (no history asked)', () => {
    const api = scriptedApi({});
    renderInSite(<BeautyPassDashboard />, { fetcher: api.fetcher, queryClient: withAccount() });
    expect(screen.getByText('Hello, Mei')).toBeTruthy();
    expect(headings()).toEqual(['Beauty Pass Pink', 'Your points']);
    expect(screen.getByText('Spend $180 more to reach Black.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('an account a sign-in answered (no Beauty Pass in it yet): loading until GET account answers', async () => {
    const { beautyPass: _left, ...signedIn } = ACCOUNT;
    const api = scriptedApi({ 'GET account': { body: ACCOUNT } });
    const queryClient = withAccount(signedIn);
    renderInSite(<BeautyPassDashboard />, { fetcher: api.fetcher, queryClient });
    expect(screen.getByText('Hello, Mei')).toBeTruthy();
    expect(screen.getByText('Loading…')).toBeTruthy();
    void queryClient.invalidateQueries({ queryKey: queryKeys.account() });
    expect(await screen.findByRole('heading', { name: 'Beauty Pass Pink' })).toBeTruthy();
  });
});
