import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountBookings } from '../../../../client/features/happening/AccountBookings';
import { renderInSite } from '../../render-app';
import { scriptedApi } from '../shopper-fetch';
import { reservation } from './happening-fixtures';

afterEach(cleanup);

describe('AccountBookings', () => {
  it('lists the bookings with their state, each linking to the changes it still allows', async () => {
    const scripted = scriptedApi({
      'GET account/bookings': {
        body: {
          items: [
            reservation(),
            reservation({
              id: 302,
              confirmationNumber: 'ZZ12CD34EF',
              activity: { id: 21, kind: 'class', name: 'Masterclass' },
              artist: null,
              canReschedule: false,
            }),
            reservation({
              id: 303,
              state: 'expired',
              activity: { id: 31, kind: 'event', name: 'Launch' },
              canCancel: false,
              canReschedule: false,
            }),
          ],
        },
      },
    });
    renderInSite(<AccountBookings />, { fetcher: scripted.fetcher, path: '/account/bookings' });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const [service, masterclass, launch] = cards;
    expect(within(service).getByText('Confirmed')).toBeTruthy();
    expect(within(service).getByRole('link', { name: 'Reschedule' }).getAttribute('href')).toBe(
      '/happening/services/reschedule/301',
    );
    expect(within(service).getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(
      '/happening/services/cancel/301',
    );
    expect(within(masterclass).queryByRole('link', { name: 'Reschedule' })).toBeNull();
    expect(within(masterclass).getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(
      '/happening/classes/cancel/302',
    );
    expect(within(launch).getByText('Expired')).toBeTruthy();
    expect(within(launch).queryByRole('link', { name: 'Cancel' })).toBeNull();
    expect(within(launch).getByRole('link', { name: 'Launch' }).getAttribute('href')).toBe(
      '/happening/events/31',
    );
  });

  it('says when there is none yet, with a way to book', async () => {
    const scripted = scriptedApi({ 'GET account/bookings': { body: { items: [] } } });
    renderInSite(<AccountBookings />, { fetcher: scripted.fetcher, language: 'zh', country: 'hk' });
    expect(await screen.findByText('您暫時未有預約。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '尋找可預約的項目' }).getAttribute('href')).toBe(
      '/happening/services',
    );
  });
});
