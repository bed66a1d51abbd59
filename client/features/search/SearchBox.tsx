import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useAnnounce } from '../../app/announcer';
import { useRouter } from '../../app/router';
import { useSite } from '../../app/site-context';
import { initialQuery } from './initial-query';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from './limits';
import { dropdownGroups, dropdownTips, optionHref, searchHref, type SearchOption } from './options';
import { addRecentSearch, clearRecentSearches, readRecentSearches } from './recent-searches';
import { searchDropdownQuery } from './search-query';
import { SearchOptionContent } from './SearchOptionContent';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The header search dropdown: an ARIA 1.2 combobox whose listbox groups
 * recent searches (on this device), popular searches, popular or matching brands and
 * suggested products, with tips when nothing matches. Focus stays in the input; the active
 * option is `aria-activedescendant`. Arrow keys move, Enter picks (or searches), Escape
 * closes (then clears), Tab leaves. Without JavaScript it is a plain GET form to /search.
 */
export function SearchBox() {
  const site = useSite();
  const { t, api } = site;
  const router = useRouter();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);

  const [value, setValue] = useState(() => initialQuery(router.state.path, router.state.search));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>([]);

  const typed = value.trim();
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // Clearing the box shows the popular choices at once; typing waits for a pause.
  const q = typed === '' ? '' : settled;
  const dropdown = useQuery({
    ...searchDropdownQuery(api, site, q),
    enabled: open,
    placeholderData: keepPreviousData,
  });

  const groups = useMemo(
    () => dropdownGroups(typed, recent, dropdown.data),
    [typed, recent, dropdown.data],
  );
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const tips = dropdownTips(typed, dropdown.data);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeOption = expanded && active >= 0 && active < options.length ? active : -1;

  // Keep the active option in view when the popup scrolls (long lists on small screens).
  useEffect(() => {
    if (activeOption >= 0)
      document
        .getElementById(`${id}-option-${activeOption}`)
        ?.scrollIntoView?.({ block: 'nearest' });
  }, [id, activeOption]);

  const show = () => {
    if (!open) setRecent(readRecentSearches());
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const search = (query: string) => {
    const text = query.trim().slice(0, SEARCH_MAX_LENGTH);
    if (!text) return;
    setRecent(addRecentSearch(text));
    setValue(text);
    close();
    router.navigate(searchHref(text));
  };

  const pick = (option: SearchOption) => {
    if (option.kind === 'recent' || option.kind === 'popular') return search(option.query);
    if (option.kind === 'clear') {
      clearRecentSearches();
      setRecent([]);
      setActive(-1);
      input.current?.focus();
      return;
    }
    const href = optionHref(option);
    close();
    if (href) router.navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) show();
        else if (count)
          setActive(activeOption < 0 || activeOption >= count - 1 ? 0 : activeOption + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) show();
        else if (count) setActive(activeOption <= 0 ? count - 1 : activeOption - 1);
        break;
      case 'Enter':
        if (activeOption >= 0) {
          event.preventDefault();
          pick(options[activeOption]);
        }
        break;
      case 'Escape':
        if (open && (expanded || tips)) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          setValue('');
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typed) search(typed);
    else input.current?.focus();
  };

  const status = !open
    ? ''
    : tips
      ? t('search.noMatch', { query: tips.query })
      : options.length
        ? t('search.available', { count: options.length })
        : '';
  // How many suggestions there are, said in the page's one live region when it changes.
  const announce = useAnnounce();
  useEffect(() => {
    if (status) announce(status);
  }, [status, announce]);
  // Each group's first option's place in the whole list (options are numbered across groups).
  const starts = groups.map((_, g) =>
    groups.slice(0, g).reduce((sum, group) => sum + group.options.length, 0),
  );

  return (
    <form role="search" action="/search" method="get" className="search-box" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <div className="search-field">
        <input
          ref={input}
          id={inputId}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption >= 0 ? optionId(activeOption) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setActive(-1);
            show();
          }}
          onFocus={show}
          onClick={show}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        {site.language !== site.defaultLanguage ? (
          <input type="hidden" name="language" value={site.language} />
        ) : null}
        <button type="submit" className="search-submit">
          <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path
              d="M15.5 15.5 21 21"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span className="visually-hidden">{t('search.submit')}</span>
        </button>
      </div>
      {/* Pressing in the popup must not take focus from the input (it would close it). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only keeps focus in the input; the popup's options are reached from the input (combobox) */}
      <div
        className="search-popup"
        hidden={!open || (!expanded && !tips)}
        onMouseDown={(event) => event.preventDefault()}
      >
        <div id={listId} role="listbox" aria-label={t('search.listLabel')} hidden={!expanded}>
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
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === activeOption}
                    className={`search-option search-option-${option.kind}${at === activeOption ? ' is-active' : ''}`}
                    onClick={() => pick(option)}
                  >
                    <SearchOptionContent
                      option={option}
                      locale={site.locale}
                      clearLabel={t('search.clearRecent')}
                    />
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {tips ? (
          <div className="search-tips">
            <p className="search-tips-title">{t('search.noMatch', { query: tips.query })}</p>
            <ul>
              {tips.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </form>
  );
}
