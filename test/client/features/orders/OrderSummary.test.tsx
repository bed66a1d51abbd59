import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderLine } from '../../../../client/api/order-contract';
import { OrderLines } from '../../../../client/features/orders/OrderLines';
import { OrderSummary } from '../../../../client/features/orders/OrderSummary';
import { renderInSite } from '../../render-app';
import { orderAnswer, orderLine } from './order-fixtures';

afterEach(cleanup);

const money = (minor: number) => `$${minor / 100}`;
const rows = () =>
  [...screen.getByRole('region', { name: 'Cost summary' }).querySelectorAll('dl > div')].map(
    (row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent],
  );

describe('an order with Beauty Pass rewards', () => {
  it('shows the points earned, and the points redeemed when there are some', () => {
    const { summary } = orderAnswer().order;
    renderInSite(<OrderSummary summary={{ ...summary, pointsRedeemed: 1200 }} money={money} />);
    expect(rows()).toContainEqual(['Beauty Pass points earned', '45']);
    expect(rows()).toContainEqual(['Beauty Pass points redeemed', '1,200']);
    cleanup();

    renderInSite(<OrderSummary summary={{ ...summary, pointsRedeemed: 0 }} money={money} />);
    expect(rows().map(([term]) => term)).not.toContain('Beauty Pass points redeemed');
    expect(rows()).toContainEqual(['Beauty Pass points earned', '45']);
  });

  it('shows a reward line as a Beauty Pass reward, redeemed with points', () => {
    // The API answers a reward line's kind as `reward` (the contract's list lags behind).
    const reward = orderLine({
      kind: 'reward' as string as OrderLine['kind'],
      quantity: 1,
      unitPrice: 0,
      base: 0,
      discount: 0,
      amount: 0,
      tax: 0,
      product: { ...orderLine().product, name: 'Travel Serum', shade: null },
    });
    renderInSite(<OrderLines lines={[orderLine(), reward]} money={money} />);
    const [, item] = within(screen.getByRole('region', { name: 'Items' })).getAllByRole('listitem');
    expect(item.querySelector('.order-line-kind')?.textContent).toBe('Beauty Pass reward');
    expect(item.querySelector('.order-line-amount')?.textContent).toBe('Redeemed with points');
  });
});
