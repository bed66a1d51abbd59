import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from '../../../../client/features/bag/QuantityStepper';
import { announcement, renderInSite } from '../../render-app';

afterEach(cleanup);

function renderStepper(quantity: number, max: number) {
  const onChange = vi.fn();
  renderInSite(
    <QuantityStepper name="Rose Serum" quantity={quantity} max={max} onChange={onChange} />,
  );
  return onChange;
}

const minus = () => screen.getByRole('button', { name: 'One fewer Rose Serum' });
const plus = () => screen.getByRole('button', { name: 'One more Rose Serum' });
const field = () => screen.getByLabelText('Quantity of Rose Serum') as HTMLInputElement;

describe('QuantityStepper', () => {
  it('steps between 1 and the line limit, each control named with the product', () => {
    const onChange = renderStepper(3, 6);
    expect(field().value).toBe('3');
    expect(field().min).toBe('1');
    expect(field().max).toBe('6');
    fireEvent.click(plus());
    fireEvent.click(minus());
    expect(onChange.mock.calls).toEqual([[4], [2]]);
  });

  it('at 1, minus does nothing and says how to take the item out', () => {
    const onChange = renderStepper(1, 6);
    expect(minus().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(minus());
    expect(onChange).not.toHaveBeenCalled();
    const note = 'The quantity is at least 1. To take the item out, use Remove.';
    expect(document.querySelector('.stepper-note')?.textContent).toBe(note);
    expect(announcement()).toBe(note);
    expect(
      document.getElementById(minus().getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(note);
  });

  it("at 6, plus does nothing and says the spec's message", () => {
    const onChange = renderStepper(6, 6);
    expect(plus().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(plus());
    expect(onChange).not.toHaveBeenCalled();
    expect(announcement()).toBe(
      'Only a maximum quantity of 6 of the item could be added to your bag',
    );
  });

  it("at a lower limit (the item's own, the stock), plus says that limit", () => {
    const onChange = renderStepper(2, 2);
    fireEvent.click(plus());
    expect(onChange).not.toHaveBeenCalled();
    expect(announcement()).toBe('You can have at most 2 of this item in your bag.');
  });

  it('sends a typed quantity on Enter, even above the limit (the API says which limit)', () => {
    const onChange = renderStepper(2, 6);
    fireEvent.change(field(), { target: { value: '9' } });
    fireEvent.submit(field().form as HTMLFormElement);
    expect(onChange).toHaveBeenCalledWith(9);
  });

  it('puts back a typed quantity that is not a whole number of at least 1', () => {
    const onChange = renderStepper(2, 6);
    fireEvent.change(field(), { target: { value: '0' } });
    fireEvent.blur(field());
    expect(onChange).not.toHaveBeenCalled();
    expect(field().value).toBe('2');
    fireEvent.change(field(), { target: { value: '1.5' } });
    fireEvent.blur(field());
    expect(onChange).not.toHaveBeenCalled();
  });
});
