import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '../../../../client/api/store-contract';
import { StoreLocator, storesOf, tabOf } from '../../../../client/features/stores/StoreLocator';
import { announcement, renderInSite } from '../../render-app';
import { scriptedApi } from '../shopper-fetch';

afterEach(() => {
  cleanup();
  delete (navigator as { geolocation?: unknown }).geolocation;
});

/** The browser's geolocation, as the page finds it (happy-dom has none). */
function stubGeolocation(getCurrentPosition: unknown) {
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
}

const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '10:00', closes: '22:00' }));

function store(id: number, name: string, changes: Partial<Store> = {}): Store {
  return {
    id,
    slug: `sg-${id}`,
    name,
    addressLines: [`${id} Orchard Road`],
    city: 'Singapore',
    postcode: '238872',
    phone: '+65 6735 2041',
    coordinates: { latitude: 1.3, longitude: 103.8 },
    clickAndCollect: true,
    hours: week,
    services: ['makeup'],
    ...changes,
  };
}

const ORCHARD = store(1, 'Orchard', { coordinates: { latitude: 1.304, longitude: 103.8318 } });
const JURONG = store(2, 'Jurong', {
  coordinates: { latitude: 1.3329, longitude: 103.7436 },
  clickAndCollect: false,
});
const TAMPINES = store(3, 'Tampines', {
  coordinates: { latitude: 1.3526, longitude: 103.9448 },
  services: [],
});
const STORES = [ORCHARD, JURONG, TAMPINES];

function api(selected: number | null = null, more: Record<string, unknown> = {}) {
  return scriptedApi({
    'GET store-locations': { body: { items: STORES, total: STORES.length } },
    'GET store-locations/selected': { body: { storeId: selected } },
    ...more,
  } as Parameters<typeof scriptedApi>[0]);
}

const names = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('tabs', () => {
  it('reads the tab from the query, anything unknown being all', () => {
    expect(tabOf('')).toBe('all');
    expect(tabOf('show=collect')).toBe('collect');
    expect(tabOf('show=services')).toBe('services');
    expect(tabOf('show=nope')).toBe('all');
  });

  it('lists the stores that collect, or that offer any service', () => {
    expect(storesOf(STORES, 'collect').map((s) => s.name)).toEqual(['Orchard', 'Tampines']);
    expect(storesOf(STORES, 'services').map((s) => s.name)).toEqual(['Orchard', 'Jurong']);
    expect(storesOf(STORES, 'all')).toHaveLength(3);
  });
});

describe('StoreLocator', () => {
  it('shows tab links with the current one, each store with its links, and the selected store first', async () => {
    renderInSite(<StoreLocator />, { fetcher: api(3).fetcher, path: '/store-locations' });
    const tabs = screen.getByRole('navigation', { name: 'Which stores to show' });
    const current = within(tabs).getByRole('link', { name: 'All' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Click and collect' }).getAttribute('href')).toBe(
      '/store-locations?show=collect',
    );
    await waitFor(() => expect(names()).toEqual(['Tampines', 'Orchard', 'Jurong']));
    expect(screen.getAllByText('My store')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Orchard' }).getAttribute('href')).toBe(
      '/store-locations/sg-1',
    );
    const call = screen.getAllByRole('link', { name: 'Call +65 6735 2041' })[0];
    expect(call.getAttribute('href')).toBe('tel:+6567352041');
    const directions = screen.getAllByRole('link', { name: 'Get directions' });
    expect(directions.map((link) => link.getAttribute('href'))).toContain(
      'https://www.google.com/maps/dir/?api=1&destination=1.304,103.8318',
    );
    // Open now is the browser's: shown after hydration.
    await waitFor(() => expect(screen.getAllByText(/^(Open|Closed) now$/)).toHaveLength(3));
  });

  it('filters by the tab in the URL', async () => {
    renderInSite(<StoreLocator />, { fetcher: api().fetcher, search: 'show=collect' });
    await waitFor(() => expect(names()).toEqual(['Orchard', 'Tampines']));
  });

  it('makes a store my store and says so', async () => {
    const scripted = api(null, {
      // After the change, the API answers the new store (the cookie it set).
      'GET store-locations/selected': [{ body: { storeId: null } }, { body: { storeId: 2 } }],
      'PUT store-locations/selected': { body: { storeId: 2 } },
    });
    renderInSite(<StoreLocator />, { fetcher: scripted.fetcher });
    const buttons = await screen.findAllByRole('button', { name: 'Make this my store' });
    expect(buttons).toHaveLength(3);
    await act(async () => fireEvent.click(buttons[1]));
    await waitFor(() => expect(names()).toEqual(['Jurong', 'Orchard', 'Tampines']));
    expect(scripted.calls.find((c) => c.method === 'PUT')?.body).toEqual({ storeId: 2 });
    await waitFor(() => expect(announcement()).toBe('Jurong is now your store.'));
  });

  it('orders by distance when the shopper allows their position, in km', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 1.35, longitude: 103.94 } } as GeolocationPosition),
    );
    stubGeolocation(getCurrentPosition);
    renderInSite(<StoreLocator />, { fetcher: api().fetcher });
    await waitFor(() => expect(names()).toEqual(['Orchard', 'Jurong', 'Tampines']));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(names()).toEqual(['Tampines', 'Orchard', 'Jurong']));
    expect(screen.getByText('0.6 km away')).toBeTruthy();
    expect(document.querySelector('.store-geo-message')?.textContent).toBe(
      'Stores are now ordered by distance from you.',
    );
  });

  it('says so when the shopper refuses their position, and keeps the order', async () => {
    const getCurrentPosition = vi.fn((_: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    stubGeolocation(getCurrentPosition);
    renderInSite(<StoreLocator />, { fetcher: api().fetcher, language: 'th', country: 'th' });
    fireEvent.click(screen.getByRole('button', { name: 'ใกล้ฉัน' }));
    const refusal = 'คุณไม่ได้อนุญาตให้เราใช้ตำแหน่งของคุณ ร้านจึงยังเรียงตามลำดับปกติ';
    await waitFor(() =>
      expect(document.querySelector('.store-geo-message')?.textContent).toBe(refusal),
    );
    await waitFor(() => expect(names()).toEqual(['Orchard', 'Jurong', 'Tampines']));
  });
});
