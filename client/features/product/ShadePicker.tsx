import { useId, useRef, type KeyboardEvent } from 'react';
import type { Variant } from '../../api/catalogue-contract';
import { useSite } from '../../app/site-context';
import { inStock } from '../../lib/commerce-rules';
import { formatSize } from '../../lib/format';

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The variant picker: a radio group (native radios in a fieldset) of shade swatches, each
 * filled with its shade colour and named; products without shades pick a size the same way.
 * Arrow keys move and select (wrapping), Home and End go to the ends, as in any radio group.
 * A variant that is out of stock or not sold here can still be picked (to join its waitlist,
 * or to read why); its name says so.
 */
export function ShadePicker({
  variants,
  selectedId,
  onSelect,
}: {
  variants: readonly Variant[];
  selectedId: number;
  onSelect: (variant: Variant) => void;
}) {
  const { t, locale } = useSite();
  const name = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  if (variants.length < 2) return null;
  const shades = variants.every((variant) => variant.shadeName);
  const selected = variants.find((variant) => variant.id === selectedId) ?? variants[0];
  const labelOf = (variant: Variant) =>
    shades ? (variant.shadeName ?? variant.sku) : formatSize(variant.size, locale);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    let next: number | undefined;
    if (event.key in NEXT) next = (index + NEXT[event.key] + variants.length) % variants.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = variants.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    onSelect(variants[next]);
    inputs.current[next]?.focus();
  };

  return (
    <fieldset className={`variant-picker ${shades ? 'shade-picker' : 'size-picker'}`}>
      <legend>
        {shades
          ? t('product.shadeSelected', { name: labelOf(selected) })
          : t('product.sizeSelected', { size: labelOf(selected) })}
      </legend>
      <div className="variant-options">
        {variants.map((variant, index) => {
          const out = !variant.available || !inStock(variant.stock);
          return (
            <label key={variant.id} className={`variant-option${out ? ' is-out' : ''}`}>
              <input
                ref={(element) => {
                  inputs.current[index] = element;
                }}
                className="visually-hidden"
                type="radio"
                name={name}
                value={variant.sku}
                checked={variant.id === selected.id}
                onChange={() => onSelect(variant)}
                onKeyDown={(event) => onKeyDown(event, index)}
              />
              {shades ? (
                <span
                  className="swatch"
                  aria-hidden="true"
                  style={{ backgroundColor: variant.shadeHex ?? undefined }}
                />
              ) : null}
              <span className="variant-name">
                {labelOf(variant)}
                {out ? (
                  <span className="visually-hidden">
                    {t('common.andAlso', {
                      text: variant.available
                        ? t('product.shadeOutOfStock')
                        : t('product.button.unavailable'),
                    })}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
