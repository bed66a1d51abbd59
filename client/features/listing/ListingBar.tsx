import { SORTS, type Sort } from '../../api/catalogue-constants';
import { useSite } from '../../app/site-context';
import type { ListingSelection } from '../../lib/listing-url';

/** The counter `1-N of M results` and the sort above the grid. */
export function ListingBar({
  shown,
  count,
  total,
  onChange,
}: {
  shown: ListingSelection;
  count: number;
  total: number;
  onChange: (next: ListingSelection) => void;
}) {
  const { t } = useSite();
  return (
    <div className="listing-bar">
      {/* Not a live region: the page's announcer says a change once (show more, filters). */}
      <p className="listing-counter">
        {total ? t('listing.counter', { from: 1, to: count, total }) : null}
      </p>
      <label className="sort-select">
        {t('listing.sort')}{' '}
        <select
          value={shown.sort}
          onChange={(event) => onChange({ ...shown, sort: event.target.value as Sort, page: 1 })}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`listing.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
