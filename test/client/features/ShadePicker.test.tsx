import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Variant } from '../../../client/api/catalogue-contract';
import { ShadePicker } from '../../../client/features/product/ShadePicker';
import { renderInSite } from '../render-app';

afterEach(cleanup);

function variant(
  id: number,
  shadeName: string | null,
  shadeHex: string | null,
  overrides: Partial<Variant> = {},
): Variant {
  return {
    id,
    sku: `SKU-${id}`,
    shadeName,
    shadeHex,
    size: '30 ml',
    image: `/images/p/makeup/${(shadeHex ?? '#d8c3b8').slice(1)}.svg`,
    price: { amount: 3500, currency: 'SGD' },
    compareAt: null,
    stock: 5,
    available: true,
    maxPerOrder: 6,
    ...overrides,
  };
}

const SHADES = [
  variant(1, 'Rose', '#c0507a'),
  variant(2, 'Sand', '#d8b48a', { stock: 0 }),
  variant(3, 'Cocoa', '#6b4230'),
];

function Harness({ variants, onPick }: { variants: Variant[]; onPick?: (v: Variant) => void }) {
  const [selected, setSelected] = useState(variants[0].id);
  return (
    <ShadePicker
      variants={variants}
      selectedId={selected}
      onSelect={(v) => {
        onPick?.(v);
        setSelected(v.id);
      }}
    />
  );
}

describe('ShadePicker', () => {
  it('is a radio group of named swatches in their colours, the selected shade in the legend', () => {
    renderInSite(<Harness variants={SHADES} />);
    expect(screen.getByRole('group', { name: 'Shade: Rose' })).toBeTruthy();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(3);
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false]);
    expect(screen.getByRole('radio', { name: 'Rose' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Sand ?, out of stock$/ })).toBeTruthy();
    const swatches = [...document.querySelectorAll<HTMLElement>('.swatch')];
    expect(swatches.map((swatch) => swatch.style.backgroundColor)).toHaveLength(3);
    expect(swatches[0].getAttribute('style')).toMatch(
      /background-color: (#c0507a|rgb\(192, 80, 122\))/,
    );
  });

  it('picks with a click', () => {
    const onPick = vi.fn();
    renderInSite(<Harness variants={SHADES} onPick={onPick} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Cocoa' }));
    expect(onPick).toHaveBeenCalledWith(SHADES[2]);
    expect(screen.getByRole('group', { name: 'Shade: Cocoa' })).toBeTruthy();
  });

  it('moves and selects with the arrow keys (wrapping), Home and End, keeping focus on the selection', () => {
    renderInSite(<Harness variants={SHADES} />);
    const rose = screen.getByRole('radio', { name: 'Rose' }) as HTMLInputElement;
    rose.focus();
    fireEvent.keyDown(rose, { key: 'ArrowRight' });
    const sand = screen.getByRole('radio', { name: /^Sand ?, out of stock$/ }) as HTMLInputElement;
    expect(sand.checked).toBe(true);
    expect(document.activeElement).toBe(sand);
    fireEvent.keyDown(sand, { key: 'ArrowDown' });
    expect((screen.getByRole('radio', { name: 'Cocoa' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(rose.checked).toBe(true);
    fireEvent.keyDown(rose, { key: 'ArrowLeft' });
    expect((screen.getByRole('radio', { name: 'Cocoa' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(rose.checked).toBe(true);
    fireEvent.keyDown(rose, { key: 'End' });
    const cocoa = screen.getByRole('radio', { name: 'Cocoa' }) as HTMLInputElement;
    expect(cocoa.checked).toBe(true);
    expect(document.activeElement).toBe(cocoa);
  });

  it('picks sizes the same way when the variants have no shade', () => {
    renderInSite(
      <Harness
        variants={[
          variant(4, null, null, { size: '50 ml' }),
          variant(5, null, null, { size: '100 ml' }),
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Size: 50 ml' })).toBeTruthy();
    expect(document.querySelector('.swatch')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '100 ml' }));
    expect(screen.getByRole('group', { name: 'Size: 100 ml' })).toBeTruthy();
  });

  it('shows nothing to pick for a single variant', () => {
    const { container } = renderInSite(<Harness variants={[SHADES[0]]} />);
    expect(container.querySelector('fieldset')).toBeNull();
  });

  it('speaks Chinese on the Hong Kong site', () => {
    renderInSite(<Harness variants={SHADES} />, { country: 'hk', language: 'zh' });
    expect(screen.getByRole('group', { name: '色號：Rose' })).toBeTruthy();
  });
});

describe('ShadePicker sizes', () => {
  it('names sizes in the page language through Intl: 3,5 g in Indonesian', () => {
    const sizes = [
      variant(1, null, null, { size: '3.5 g' }),
      variant(2, null, null, { size: '7.5 g' }),
    ];
    renderInSite(<Harness variants={sizes} />, { country: 'id', language: 'id' });
    expect(screen.getByRole('radio', { name: /^3,5\sg$/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^7,5\sg$/ })).toBeTruthy();
  });
});
