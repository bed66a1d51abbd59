import type { ListingFacets } from '../../api/catalogue-contract';
import { useSite } from '../../app/site-context';
import { formatMoney } from '../../lib/format';
import { toggle, type ListingSelection } from '../../lib/listing-url';

interface FilterPanelProps {
  facets: ListingFacets | undefined;
  selection: ListingSelection;
  /** Category options to offer: the children of the page's category, or the top level. */
  categoryLevel: number;
  onChange: (next: ListingSelection) => void;
  action: string;
  hidden: Record<string, string>;
  brandPage: boolean;
}

/**
 * The filter panel (spec §2): brands, categories, price, others, on sale, each option with its
 * count. It is a real GET form, so it works before the JavaScript arrives; after hydration a
 * change applies at once.
 */
export function FilterPanel({ facets, selection, categoryLevel, onChange, action, hidden, brandPage }: FilterPanelProps) {
  const { t, locale } = useSite();
  if (!facets) return null;
  const categories = facets.categories.filter((option) => option.level === categoryLevel && (option.count > 0 || selection.categories.includes(option.value)));
  // On a brand's own page there is one brand: nothing to choose.
  const brands = brandPage ? [] : facets.brands.filter((option) => option.count > 0 || selection.brands.includes(option.value));
  const money = (minor: number) => formatMoney(minor, facets.currency, locale);
  return (
    <form className="filter-panel" method="get" action={action} aria-label={t('listing.filters')} onSubmit={(event) => event.preventDefault()}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {brands.length ? (
        <fieldset>
          <legend>{t('listing.brands')}</legend>
          <ul className="filter-options scroll">
            {brands.map((option) => (
              <li key={option.value}>
                <label>
                  <input type="checkbox" name="brands" value={option.value} checked={selection.brands.includes(option.value)} onChange={() => onChange(toggle(selection, 'brands', option.value))} />
                  {t('listing.option', { label: option.label, count: option.count })}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {categories.length ? (
        <fieldset>
          <legend>{t('listing.categories')}</legend>
          <ul className="filter-options">
            {categories.map((option) => (
              <li key={option.value}>
                <label>
                  <input type="checkbox" name="categories" value={option.value} checked={selection.categories.includes(option.value)} onChange={() => onChange(toggle(selection, 'categories', option.value))} />
                  {t('listing.option', { label: option.label, count: option.count })}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <fieldset>
        <legend>{t('listing.price')}</legend>
        <ul className="filter-options">
          {facets.price.map((bucket) => {
            const label = bucket.max === null ? t('listing.priceFrom', { min: money(bucket.min) }) : t('listing.priceRange', { min: money(bucket.min), max: money(bucket.max + 1) });
            const checked = selection.price?.min === bucket.min && selection.price.max === bucket.max;
            return (
              <li key={bucket.value}>
                <label>
                  <input
                    type="checkbox"
                    name="price"
                    value={bucket.value}
                    checked={checked}
                    disabled={!checked && bucket.count === 0}
                    onChange={() => onChange({ ...selection, price: checked ? undefined : { min: bucket.min, max: bucket.max }, page: 1 })}
                  />
                  {t('listing.option', { label, count: bucket.count })}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset>
        <legend>{t('listing.othersLabel')}</legend>
        <ul className="filter-options">
          {facets.others.map((option) => (
            <li key={option.value}>
              <label>
                <input
                  type="checkbox"
                  name="others"
                  value={option.value}
                  checked={selection.others.includes(option.value as ListingSelection['others'][number])}
                  disabled={option.count === 0 && !selection.others.includes(option.value as ListingSelection['others'][number])}
                  onChange={() => onChange(toggle(selection, 'others', option.value))}
                />
                {t('listing.option', { label: t(`listing.others.${option.value as ListingSelection['others'][number]}`), count: option.count })}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset>
        <legend className="visually-hidden">{t('listing.sale')}</legend>
        <label>
          <input type="checkbox" name="sale" value="1" checked={selection.sale} disabled={!selection.sale && facets.sale.count === 0} onChange={() => onChange({ ...selection, sale: !selection.sale, page: 1 })} />
          {t('listing.option', { label: t('listing.sale'), count: facets.sale.count })}
        </label>
      </fieldset>
      <noscript>
        <button type="submit" className="button">
          {t('listing.apply')}
        </button>
      </noscript>
    </form>
  );
}
