import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductPoints } from '../../../../client/features/product/ProductPoints';
import { renderInSite } from '../../render-app';

afterEach(cleanup);

const user = (body: object) => async () =>
  new Response(JSON.stringify({ geoCountry: null, segments: [], ...body }));

describe('ProductPoints (birthday points)', () => {
  it('states the points of an ordinary day, for a guest as in the cached HTML', async () => {
    renderInSite(<ProductPoints points={1234} />, { fetcher: user({ signedIn: false }) });
    expect(await screen.findByText('Earn 1,234 Beauty Pass points')).toBeTruthy();
  });

  it("doubles them in the member's birthday month, and says why", async () => {
    renderInSite(<ProductPoints points={1234} />, {
      fetcher: user({ signedIn: true, tier: 'white', birthdayMonth: true }),
    });
    expect(
      await screen.findByText('Earn 2,468 Beauty Pass points: double in your birthday month'),
    ).toBeTruthy();
    cleanup();
    renderInSite(<ProductPoints points={40} />, {
      country: 'th',
      language: 'th',
      fetcher: user({ signedIn: true, tier: 'white', birthdayMonth: true }),
    });
    expect(
      await screen.findByText('รับ 80 คะแนน Beauty Pass: คะแนนสองเท่าในเดือนเกิดของคุณ'),
    ).toBeTruthy();
  });

  it('keeps the ordinary figure for a member outside the birthday month', async () => {
    const fetcher = vi.fn(user({ signedIn: true, tier: 'black', birthdayMonth: false }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderInSite(<ProductPoints points={10} />, { fetcher, queryClient });
    // The member's answer is in: what shows now is what they keep seeing.
    await waitFor(() => expect(fetcher).toHaveBeenCalled());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByText('Earn 10 Beauty Pass points')).toBeTruthy();
  });
});
