import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewStep } from '../../../../client/features/checkout/ReviewStep';
import { renderInSite } from '../../render-app';
import { line, pricedBag } from '../bag/bag-fixtures';

afterEach(cleanup);

const money = (minor: number) => `$${minor / 100}`;

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
});
