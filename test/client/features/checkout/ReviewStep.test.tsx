import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewStep } from '../../../../client/features/checkout/ReviewStep';
import { renderInSite } from '../../render-app';
import { line, pricedBag } from '../bag/bag-fixtures';
import { scriptedApi } from '../shopper-fetch';

afterEach(cleanup);

const money = (minor: number) => `$${minor / 100}`;
const MEMBER = { signedIn: true, tier: 'white', geoCountry: null, segments: [] };
const GUEST = { signedIn: false, geoCountry: null, segments: [] };

describe('the checkout review', () => {
  it('shows a Beauty Pass reward line with its points instead of a price, and the points the rewards use', () => {
    const serum = line({ id: '1', product: { ...line({ id: '1' }).product, name: 'Rose Serum' } });
    const reward = line({
      id: 'reward:2',
      variantId: 920,
      kind: 'reward',
      unitPrice: 0,
      base: 0,
      amount: 0,
      rewardId: 2,
      points: 450,
      product: { ...line({ id: '9' }).product, name: 'Travel Serum' },
    });
    renderInSite(
      <ReviewStep
        bag={pricedBag({ lines: [serum, reward], rewards: { points: 450, available: 1250 } })}
        money={money}
        updating={false}
      />,
      { fetcher: scriptedApi({ 'GET user': { body: MEMBER } }).fetcher },
    );
    const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(first.querySelector('.checkout-line-figures')?.textContent).toBe('Quantity: 1 $20');
    expect(second.querySelector('.checkout-line-figures')?.textContent).toBe(
      'Beauty Pass reward · 450 points',
    );
    expect(screen.getByRole('region', { name: 'Order summary' }).textContent).toContain(
      'Your rewards use 450 of your Beauty Pass points.',
    );
  });

  it.each([
    ['a member', MEMBER, 'You will earn 38 Beauty Pass points with this order.', null],
    [
      'a guest',
      GUEST,
      'Join or sign in to earn 38 Beauty Pass points with this order.',
      '/sign_in?mode=sign-up&return_to=%2Fcheckout',
    ],
  ])(
    '%s: the points the order earns, or the invitation to join for them',
    async (_who, user, words, href) => {
      renderInSite(
        <ReviewStep bag={pricedBag({ pointsToEarn: 38 })} money={money} updating={false} />,
        {
          fetcher: scriptedApi({ 'GET user': { body: user } }).fetcher,
          path: '/checkout',
        },
      );
      const summary = screen.getByRole('region', { name: 'Order summary' });
      await waitFor(() => expect(summary.querySelector('.cost-points')?.textContent).toBe(words));
      expect(summary.querySelector('.cost-points a')?.getAttribute('href') ?? null).toBe(href);
    },
  );
});
