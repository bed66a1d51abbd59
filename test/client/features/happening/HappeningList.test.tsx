import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HappeningList } from '../../../../client/features/happening/HappeningList';
import { StoreActivities } from '../../../../client/features/happening/StoreActivities';
import { formatMoney } from '../../../../client/lib/format';
import { renderInSite } from '../../render-app';
import { scriptedApi } from '../shopper-fetch';
import {
  JURONG,
  LAYOUT,
  MAKEUP,
  MASTERCLASS,
  ORCHARD,
  PREVIEW_EVENT,
  member,
} from './happening-fixtures';

afterEach(cleanup);

const GROUPS = {
  items: [
    { id: 1, name: 'Beauty services' },
    { id: 2, name: 'Beauty classes' },
    { id: 3, name: 'Store events' },
  ],
};
const BROWS = { ...MAKEUP, id: 12, name: 'Brow shaping', appOnly: true, storeIds: [1] };

function api(selected: number | null) {
  return scriptedApi({
    'GET user': { body: member() },
    'GET happening/services/activities/': {
      body: { items: [MAKEUP, BROWS, MASTERCLASS, PREVIEW_EVENT] },
    },
    'GET happening/activity-groups/': { body: GROUPS },
    'GET happening/banners/': {
      body: {
        items: [{ id: 1, title: 'New', body: 'Brows are back', href: '/happening/services/12' }],
      },
    },
    'GET store-locations': { body: { items: [ORCHARD, JURONG], total: 2 } },
    'GET store-locations/selected': { body: { storeId: selected } },
    'GET layouts/': { body: LAYOUT },
  } as Parameters<typeof scriptedApi>[0]);
}

function renderList(selected: number | null, servicesOnly = false) {
  return renderInSite(
    <Suspense>
      <HappeningList servicesOnly={servicesOnly} />
    </Suspense>,
    { fetcher: api(selected).fetcher, path: '/happening/services' },
  );
}

describe('HappeningList', () => {
  it('shows the groups as sections with links, each activity a card with its facts and badges', async () => {
    renderList(2);
    const groups = await screen.findByRole('navigation', { name: 'Groups' });
    expect(
      within(groups)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#group-1', '#group-2', '#group-3']);
    const makeup = screen.getByRole('article', { name: 'Make-up application' });
    expect(within(makeup).getByText('60 min')).toBeTruthy();
    expect(within(makeup).getByText(formatMoney(6500, 'SGD', 'en-SG'))).toBeTruthy();
    // The selected store offers it: the link books it there.
    await waitFor(() =>
      expect(within(makeup).getByRole('link').getAttribute('href')).toBe(
        '/happening/services/11?storeId=2',
      ),
    );
    const brows = screen.getByRole('article', { name: 'Brow shaping' });
    expect(within(brows).getByText('App only')).toBeTruthy();
    // Not offered at the selected store: no store in its link.
    expect(within(brows).getByRole('link').getAttribute('href')).toBe('/happening/services/12');
    const event = screen.getByRole('article', { name: 'Gold preview' });
    expect(within(event).getByText('By invitation (Gold)')).toBeTruthy();
    expect(within(event).getByText('Free')).toBeTruthy();
    expect(within(event).getByRole('link').getAttribute('href')).toBe(
      '/happening/events/31?storeId=2',
    );
    expect(screen.getByRole('link', { name: 'New Brows are back' })).toBeTruthy();
  });

  it("has the spec's sidebar: the kinds, the selected store with a link to change it, the app and same-day value", async () => {
    renderList(1);
    const sidebar = await screen.findByRole('complementary', { name: 'More to book' });
    const kinds = within(sidebar).getByRole('navigation');
    await screen.findByRole('article', { name: 'Gold preview' });
    expect(
      within(kinds)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Beauty classes', '/happening/services#group-2'],
      ['Beauty services', '/happening/beauty-services'],
      ['Store events', '/happening/services#group-3'],
    ]);
    await waitFor(() =>
      expect(within(sidebar).getByRole('link', { name: 'Orchard' }).getAttribute('href')).toBe(
        '/store-locations/sg-1',
      ),
    );
    expect(within(sidebar).getByRole('link', { name: 'Change store' })).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Download on the App Store' })).toBeTruthy();
    expect(
      within(sidebar).getByText(
        'The value of a service is redeemable for products on the same day.',
      ),
    ).toBeTruthy();
  });

  it('lists the services only on the beauty services page, and asks a visitor without a store to choose one', async () => {
    renderList(null, true);
    await screen.findByRole('article', { name: 'Make-up application' });
    expect(screen.queryByRole('article', { name: 'Make-up masterclass' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Gold preview' })).toBeNull();
    expect(await screen.findByText('You have not chosen a store yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a store' }).getAttribute('href')).toBe(
      '/store-locations',
    );
  });
});

describe('StoreActivities', () => {
  it('lists what can be booked at the store, each linking to its page with the store chosen', async () => {
    const scripted = scriptedApi({
      'GET happening/services/activities/': { body: { items: [MAKEUP, MASTERCLASS] } },
    });
    renderInSite(<StoreActivities storeId={2} />, { fetcher: scripted.fetcher });
    const link = await screen.findByRole('link', { name: 'Make-up masterclass' });
    expect(link.getAttribute('href')).toBe('/happening/classes/21?storeId=2');
    expect(scripted.calls[0].path).toBe('happening/services/activities/');
  });
});
