import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Samples } from '../../../../client/api/bag-contract';
import { SamplePicker } from '../../../../client/features/bag/SamplePicker';
import { announcement, renderInSite } from '../../render-app';
import { scriptedApi } from '../shopper-fetch';
import { line, pricedBag, refusal } from './bag-fixtures';

afterEach(cleanup);

const sample = (id: number, name: string, overrides: Partial<Samples['samples'][number]> = {}) => ({
  id,
  variantId: id * 10,
  product: { ...line({ id: '9' }).product, name },
  maxCount: 1,
  chosen: 0,
  fullyRedeemed: false,
  ...overrides,
});

function samples(chosen: number[]): Samples {
  return {
    max: 2,
    chosen: chosen.length,
    samples: [
      sample(1, 'Mini Cleanser'),
      sample(2, 'Mini Toner'),
      sample(3, 'Mini Mask'),
      sample(4, 'Mini Mist', { fullyRedeemed: true }),
    ].map((each) => ({ ...each, chosen: chosen.includes(each.id) ? 1 : 0 })),
  };
}

function renderPicker(routes: Parameters<typeof scriptedApi>[0]) {
  const api = scriptedApi(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInSite(<SamplePicker />, { fetcher: api.fetcher, queryClient });
  return api;
}

const box = (name: string) =>
  screen.getByRole('checkbox', { name: new RegExp(name) }) as HTMLInputElement;

describe('the sample picker', () => {
  it('shows a fully redeemed sample disabled, saying so', async () => {
    renderPicker({ 'GET cart/samples': { body: samples([]) } });
    await screen.findByText('Choose up to 2 free samples.');
    expect(box('Mini Mist').disabled).toBe(true);
    expect(box('Mini Mist').closest('label')?.textContent).toContain('(fully redeemed)');
    expect(box('Mini Cleanser').disabled).toBe(false);
  });

  it('sends the whole choice on each tick; at the maximum the other boxes are disabled', async () => {
    const api = renderPicker({
      'GET cart/samples': [{ body: samples([1]) }, { body: samples([1, 2]) }],
      'POST cart/samples': { body: pricedBag({ samples: { max: 2, chosen: 2 } }) },
    });
    await waitFor(() => expect(box('Mini Cleanser').checked).toBe(true));
    fireEvent.click(box('Mini Toner'));
    await waitFor(() => expect(announcement()).toBe('Samples chosen: 2 of 2.'));
    expect(box('Mini Mask').disabled).toBe(true);
    expect(screen.getByText(/You have chosen 2: untick one to choose another./)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      body: {
        samples: [
          { sampleId: 1, quantity: 1 },
          { sampleId: 2, quantity: 1 },
        ],
      },
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
  });

  it('puts the choice back when the API refuses it', async () => {
    renderPicker({
      'GET cart/samples': { body: samples([]) },
      'POST cart/samples': refusal(409, 'SAMPLES_UNAVAILABLE', 'Samples or rewards not available'),
    });
    await screen.findByText('Choose up to 2 free samples.');
    fireEvent.click(box('Mini Mask'));
    await waitFor(() => expect(announcement()).toBe('Samples or rewards not available'));
    expect(box('Mini Mask').checked).toBe(false);
  });
});
