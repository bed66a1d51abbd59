import { lazy, Suspense } from 'react';
import type { Translate } from '../../lib/i18n';
import type { OptionGroup, SearchOption } from './options';

interface SearchPopupProps {
  /** The combobox's id stem: option ids are `${id}-option-${index}`. */
  id: string;
  listId: string;
  groups: readonly OptionGroup[];
  /** Whether the listbox is shown (open, with options). */
  expanded: boolean;
  hidden: boolean;
  activeOption: number;
  tips: { query: string; tips: string[] } | null;
  locale: string;
  t: Translate;
  onPick: (option: SearchOption) => void;
}

// The options' code (and a product's picture and price) loads when the search box first gets
// focus (SearchBox calls `loadSearchOptions`), never with the page: the header is on every
// page's first load and most pages are never searched from.
export const loadSearchOptions = () => import('./SearchOptionGroups');
const SearchOptionGroups = lazy(loadSearchOptions);

/**
 * The search dropdown's popup: the listbox of grouped options (numbered across groups), and
 * the tips when nothing matches. It never takes focus: the input keeps it (see SearchBox).
 */
export function SearchPopup(props: SearchPopupProps) {
  const { id, groups, t } = props;
  return (
    // Pressing in the popup must not take focus from the input (it would close it).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only keeps focus in the input; the popup's options are reached from the input (combobox)
    <div
      className="search-popup"
      hidden={props.hidden}
      onMouseDown={(event) => event.preventDefault()}
    >
      <div
        id={props.listId}
        role="listbox"
        aria-label={t('search.listLabel')}
        hidden={!props.expanded}
      >
        {props.expanded ? (
          <Suspense fallback={null}>
            <SearchOptionGroups
              id={id}
              groups={groups}
              activeOption={props.activeOption}
              locale={props.locale}
              t={t}
              onPick={props.onPick}
            />
          </Suspense>
        ) : null}
      </div>
      {props.tips ? (
        <div className="search-tips">
          <p className="search-tips-title">{t('search.noMatch', { query: props.tips.query })}</p>
          <ul>
            {props.tips.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
