import { formatMoney } from '../../lib/format';
import type { SearchOption } from './options';

/** What one option of the dropdown shows: its words, or a product's picture, name and price. */
export function SearchOptionContent({
  option,
  locale,
  clearLabel,
}: {
  option: SearchOption;
  locale: string;
  clearLabel: string;
}) {
  if (option.kind !== 'product')
    return (
      <span className="search-option-text">
        {option.kind === 'clear'
          ? clearLabel
          : option.kind === 'brand'
            ? option.brand.name
            : option.query}
      </span>
    );
  const { product } = option;
  return (
    <>
      <img src={product.image} alt="" width={40} height={50} loading="lazy" decoding="async" />
      <span className="search-option-product">
        <span className="search-option-brand">{product.brand.name}</span>
        <span className="search-option-text">{product.name}</span>
      </span>
      <span className="search-option-price">
        {formatMoney(product.price.amount, product.price.currency, locale)}
      </span>
    </>
  );
}
