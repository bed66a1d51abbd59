import type { ListingFacets, OtherFilter } from '../../api/catalogue-contract';
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

interface Choice {
  value: string;
  label: string;
  count: number;
  checked: boolean;
}

/** One filter: a fieldset of checkboxes, each with its count; an option with nothing behind it is disabled unless chosen. */
function CheckboxGroup(props: {
  legend: string;
  name: string;
  choices: Choice[];
  onToggle: (value: string) => void;
  scroll?: boolean;
  hideLegend?: boolean;
}) {
  const { t } = useSite();
  if (props.choices.length === 0) return null;
  return (
    <fieldset>
      <legend className={props.hideLegend ? 'visually-hidden' : undefined}>{props.legend}</legend>
      <ul className={props.scroll ? 'filter-options scroll' : 'filter-options'}>
        {props.choices.map((choice) => (
          <li key={choice.value}>
            <label>
              <input
                type="checkbox"
                name={props.name}
                value={choice.value}
                checked={choice.checked}
                disabled={!choice.checked && choice.count === 0}
                onChange={() => props.onToggle(choice.value)}
              />
              {t('listing.option', { label: choice.label, count: choice.count })}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * The filter panel: brands, categories, price, others, on sale, each option with its
 * count. It is a real GET form, so it works before the JavaScript arrives; after hydration a
 * change applies at once.
 */
export function FilterPanel({
  facets,
  selection,
  categoryLevel,
  onChange,
  action,
  hidden,
  brandPage,
}: FilterPanelProps) {
  const { t, locale } = useSite();
  if (!facets) return null;
  const money = (minor: number) => formatMoney(minor, facets.currency, locale);
  const shown = (option: { count: number }, checked: boolean) => option.count > 0 || checked;
  // On a brand's own page there is one brand: nothing to choose.
  const brands = brandPage
    ? []
    : facets.brands
        .map((option) => ({ ...option, checked: selection.brands.includes(option.value) }))
        .filter((choice) => shown(choice, choice.checked));
  const categories = facets.categories
    .filter((option) => option.level === categoryLevel)
    .map((option) => ({ ...option, checked: selection.categories.includes(option.value) }))
    .filter((choice) => shown(choice, choice.checked));
  const prices = facets.price.map((bucket) => ({
    value: bucket.value,
    count: bucket.count,
    checked: selection.price?.min === bucket.min && selection.price.max === bucket.max,
    label:
      bucket.max === null
        ? t('listing.priceFrom', { min: money(bucket.min) })
        : t('listing.priceRange', { min: money(bucket.min), max: money(bucket.max + 1) }),
  }));
  const others = facets.others.map((option) => ({
    ...option,
    label: t(`listing.others.${option.value as OtherFilter}`),
    checked: selection.others.includes(option.value as OtherFilter),
  }));
  const pickPrice = (value: string) => {
    const bucket = facets.price.find((candidate) => candidate.value === value);
    const same =
      bucket && selection.price?.min === bucket.min && selection.price.max === bucket.max;
    onChange({
      ...selection,
      price: bucket && !same ? { min: bucket.min, max: bucket.max } : undefined,
      page: 1,
    });
  };
  return (
    <form
      className="filter-panel"
      method="get"
      action={action}
      aria-label={t('listing.filters')}
      onSubmit={(event) => event.preventDefault()}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <CheckboxGroup
        legend={t('listing.brands')}
        name="brands"
        choices={brands}
        scroll
        onToggle={(value) => onChange(toggle(selection, 'brands', value))}
      />
      <CheckboxGroup
        legend={t('listing.categories')}
        name="categories"
        choices={categories}
        onToggle={(value) => onChange(toggle(selection, 'categories', value))}
      />
      <CheckboxGroup
        legend={t('listing.price')}
        name="price"
        choices={prices}
        onToggle={pickPrice}
      />
      <CheckboxGroup
        legend={t('listing.othersLabel')}
        name="others"
        choices={others}
        onToggle={(value) => onChange(toggle(selection, 'others', value))}
      />
      <CheckboxGroup
        legend={t('listing.sale')}
        name="sale"
        hideLegend
        choices={[
          {
            value: '1',
            label: t('listing.sale'),
            count: facets.sale.count,
            checked: selection.sale,
          },
        ]}
        onToggle={() => onChange({ ...selection, sale: !selection.sale, page: 1 })}
      />
      <noscript>
        <button type="submit" className="button">
          {t('listing.apply')}
        </button>
      </noscript>
    </form>
  );
}
