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
import { comboboxKey } from './combobox-keys';
import { initialQuery } from './initial-query';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from './limits';
import {
  dropdownGroups,
  dropdownTips,
  optionHref,
  optionIdOf,
  searchHref,
  type SearchOption,
} from './options';
import { addRecentSearch, clearRecentSearches, readRecentSearches } from './recent-searches';
import { searchDropdownQuery } from './search-query';
import { loadSearchOptions, SearchPopup } from './SearchPopup';
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
  const activeOption = expanded && active >= 0 && active < options.length ? active : -1;

  // Keep the active option in view when the popup scrolls (long lists on small screens).
  useEffect(() => {
    if (activeOption >= 0)
      document.getElementById(optionIdOf(id, activeOption))?.scrollIntoView?.({ block: 'nearest' });
  }, [id, activeOption]);

  const show = () => {
    if (!open) {
      setRecent(readRecentSearches());
      loadSearchOptions().catch(() => undefined);
    }
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
    const { step, preventDefault } = comboboxKey(event.key, {
      open,
      count: options.length,
      active: activeOption,
      popupShown: expanded || tips !== null,
      hasText: value !== '',
    });
    if (preventDefault) event.preventDefault();
    if (step.do === 'open') show();
    else if (step.do === 'activate') setActive(step.index);
    else if (step.do === 'pick') pick(options[step.index]);
    else if (step.do === 'close') close();
    else if (step.do === 'clear') setValue('');
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
          aria-activedescendant={activeOption >= 0 ? optionIdOf(id, activeOption) : undefined}
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
      <SearchPopup
        id={id}
        listId={listId}
        groups={groups}
        expanded={expanded}
        hidden={!open || (!expanded && !tips)}
        activeOption={activeOption}
        tips={tips}
        locale={site.locale}
        t={t}
        onPick={pick}
      />
    </form>
  );
}
