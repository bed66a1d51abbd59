import type { Translate } from '../../lib/i18n';
import { optionIdOf, type OptionGroup, type SearchOption } from './options';
import { SearchOptionContent } from './SearchOptionContent';

/** The dropdown's options in their groups, numbered across groups (a lazy chunk). */
export default function SearchOptionGroups(props: {
  id: string;
  groups: readonly OptionGroup[];
  activeOption: number;
  locale: string;
  t: Translate;
  onPick: (option: SearchOption) => void;
}) {
  const { id, groups, activeOption, t } = props;
  // Each group's first option's place in the whole list.
  const starts = groups.map((_, g) =>
    groups.slice(0, g).reduce((sum, group) => sum + group.options.length, 0),
  );
  return (
    <>
      {groups.map((group, g) => (
        <div
          key={group.id}
          role="group"
          aria-labelledby={`${id}-${group.id}`}
          className={`search-group search-group-${group.id}`}
        >
          <div role="presentation" id={`${id}-${group.id}`} className="search-group-label">
            {t(group.label)}
          </div>
          {group.options.map((option, i) => {
            const at = starts[g] + i;
            return (
              // The combobox pattern: focus stays in the input, which moves the active option
              // (aria-activedescendant) with the arrow keys and picks it with Enter; a click
              // is the pointer's way to pick. Options are never focused themselves.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={`${option.kind}-${at}`}
                id={optionIdOf(id, at)}
                role="option"
                aria-selected={at === activeOption}
                className={`search-option search-option-${option.kind}${at === activeOption ? ' is-active' : ''}`}
                onClick={() => props.onPick(option)}
              >
                <SearchOptionContent
                  option={option}
                  locale={props.locale}
                  clearLabel={t('search.clearRecent')}
                />
              </div>
            );
          })}
        </div>
      ))}
    </>
  );
}
