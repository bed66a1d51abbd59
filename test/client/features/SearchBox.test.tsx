import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MAX_QUERY_LENGTH, type ProductCard } from '../../../client/api/catalogue-contract';
import type { SearchDropdown } from '../../../client/api/search-contract';
import { SearchBox } from '../../../client/features/search/SearchBox';
import { SEARCH_MAX_LENGTH } from '../../../client/features/search/limits';
import {
  addRecentSearch,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
} from '../../../client/features/search/recent-searches';
import { announcement, liveRegions, renderInSite } from '../render-app';

afterEach(cleanup);
beforeEach(() => window.localStorage.clear());

function card(slug: string, name: string): ProductCard {
  return {
    id: slug.length,
    slug,
    name,
    brand: { slug: 'maison-veloure', name: 'Maison Veloure' },
    variantId: 1,
    image: '/images/p/makeup/b5475a.svg',
    shadeCount: 3,
    price: { amount: 4200, currency: 'SGD' },
    compareAt: null,
    rating: { average: 4.5, count: 2 },
    flags: { new: false, exclusive: false, limited: false, onSale: false, cncOnly: false },
    inStock: true,
    launchAt: null,
    priority: null,
  };
}

const EMPTY: SearchDropdown = {
  query: '',
  popularQueries: ['lipstick', 'serum'],
  popularBrands: [{ slug: 'coralline', name: 'Coralline' }],
  suggestions: [],
  tips: [],
};

/** A fake dropdown API that records the q of every request. */
function fakeApi() {
  const asked: string[] = [];
  const fetcher = async (request: Request) => {
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/web/v1/components/search-input-dropdown/');
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    asked.push(q);
    let body: SearchDropdown = EMPTY;
    if (q.startsWith('lip')) {
      body = {
        query: q,
        popularQueries: ['lipstick'],
        popularBrands: [],
        suggestions: [card('velvet-lip', 'Velvet Lip'), card('gloss-lip', 'Gloss Lip')],
        tips: [],
      };
    } else if (q.startsWith('cor')) {
      body = {
        query: q,
        popularQueries: [],
        popularBrands: [{ slug: 'coralline', name: 'Coralline' }],
        suggestions: [],
        tips: [],
      };
    } else if (q) {
      body = {
        query: q,
        popularQueries: ['lipstick'],
        popularBrands: [],
        suggestions: [],
        tips: ['Check the spelling.', 'Try fewer or more general words.'],
      };
    }
    return new Response(JSON.stringify(body));
  };
  return { asked, fetcher };
}

function setup(options: Parameters<typeof renderInSite>[1] = {}) {
  const api = fakeApi();
  const navigate = vi.fn();
  renderInSite(<SearchBox />, { fetcher: api.fetcher, navigate, ...options });
  const input = screen.getByRole('combobox', {
    name: options.language === 'zh' ? '搜尋產品及品牌' : 'Search products and brands',
  }) as HTMLInputElement;
  return { ...api, navigate, input };
}

function listbox(input: HTMLElement): HTMLElement {
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error('aria-controls names no element');
  return list;
}

function activeOption(input: HTMLElement): HTMLElement | null {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

function optionNames(input: HTMLElement): string[] {
  return within(listbox(input))
    .queryAllByRole('option')
    .map((option) => option.textContent ?? '');
}

const key = (input: HTMLElement, name: string) => fireEvent.keyDown(input, { key: name });

describe('SearchBox', () => {
  it('is a plain GET form to /search (q), with a closed ARIA 1.2 combobox', () => {
    const { input } = setup();
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(input.getAttribute('name')).toBe('q');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.maxLength).toBe(MAX_QUERY_LENGTH);
    expect(listbox(input).getAttribute('role')).toBe('listbox');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(form.querySelector('input[name="language"]')).toBeNull();
  });

  it('keeps the language of a non-default site in the plain form', () => {
    setup({ country: 'hk', language: 'zh' });
    expect(
      screen.getByRole('search').querySelector<HTMLInputElement>('input[name="language"]')?.value,
    ).toBe('zh');
  });

  it('opens on focus with popular searches and popular brands, grouped and labelled', async () => {
    const { input, asked } = setup();
    fireEvent.focus(input);
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    expect(asked).toEqual(['']);
    // The options' code is a chunk of its own, loaded on the first focus.
    await waitFor(() => expect(optionNames(input)).toEqual(['lipstick', 'serum', 'Coralline']));
    const groups = within(listbox(input)).getAllByRole('group');
    expect(
      groups.map(
        (group) =>
          group.getAttribute('aria-labelledby') &&
          document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['Popular searches', 'Popular brands']);
  });

  it('moves through the options with the arrow keys, wrapping, and marks the active one', async () => {
    const { input } = setup();
    fireEvent.focus(input);
    await waitFor(() => expect(optionNames(input)).toHaveLength(3));
    key(input, 'ArrowDown');
    expect(activeOption(input)?.textContent).toBe('lipstick');
    expect(activeOption(input)?.getAttribute('aria-selected')).toBe('true');
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    expect(activeOption(input)?.textContent).toBe('Coralline');
    key(input, 'ArrowDown');
    expect(activeOption(input)?.textContent).toBe('lipstick');
    key(input, 'ArrowUp');
    expect(activeOption(input)?.textContent).toBe('Coralline');
    expect(
      within(listbox(input))
        .getAllByRole('option')
        .filter((option) => option.getAttribute('aria-selected') === 'true'),
    ).toHaveLength(1);
    expect(
      document.activeElement === input ||
        !document.activeElement ||
        document.activeElement === document.body,
    ).toBe(true);
  });

  it('Enter on a popular search searches it: client navigation to /search?q= and a recent search stored', async () => {
    const { input, navigate } = setup();
    fireEvent.focus(input);
    await waitFor(() => expect(optionNames(input)).toHaveLength(3));
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    key(input, 'Enter');
    expect(navigate).toHaveBeenCalledWith('/search?q=serum');
    expect(input.value).toBe('serum');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(readRecentSearches()).toEqual(['serum']);
  });

  it('Enter on a brand opens the brand page', async () => {
    const { input, navigate } = setup();
    fireEvent.focus(input);
    await waitFor(() => expect(optionNames(input)).toHaveLength(3));
    key(input, 'ArrowUp');
    key(input, 'Enter');
    expect(navigate).toHaveBeenCalledWith('/brands/coralline');
  });

  it('submitting typed text searches it, trimmed; an empty box searches nothing', async () => {
    const { input, navigate } = setup();
    fireEvent.focus(input);
    fireEvent.submit(screen.getByRole('search'));
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '  rose & oud  ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(navigate).toHaveBeenCalledWith('/search?q=rose%20%26%20oud');
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual([
      'rose & oud',
    ]);
  });

  it('shows recent searches first, newest first, at most 8, with a way to clear them', async () => {
    for (let n = 1; n <= 10; n += 1) addRecentSearch(`query ${n}`);
    addRecentSearch('QUERY 5');
    const { input } = setup();
    fireEvent.focus(input);
    await waitFor(() => expect(optionNames(input)).toContain('lipstick'));
    const names = optionNames(input);
    expect(names.slice(0, 9)).toEqual([
      'QUERY 5',
      'query 10',
      'query 9',
      'query 8',
      'query 7',
      'query 6',
      'query 4',
      'query 3',
      'Clear recent searches',
    ]);
    expect(
      document.getElementById(
        within(listbox(input)).getAllByRole('group')[0].getAttribute('aria-labelledby')!,
      )?.textContent,
    ).toBe('Recent searches');

    // The clear option is reached by keyboard like any other.
    for (let n = 0; n < 9; n += 1) key(input, 'ArrowDown');
    expect(activeOption(input)?.textContent).toBe('Clear recent searches');
    key(input, 'Enter');
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    expect(optionNames(input)).toEqual(['lipstick', 'serum', 'Coralline']);
  });

  it('asks for suggestions once typing pauses (debounced), one request per settled query', async () => {
    // The clock is the test's: it moves with real time (for waitFor) and is stepped on purpose.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { input, asked, navigate } = setup();
    fireEvent.focus(input);
    await waitFor(() => expect(asked).toEqual(['']));
    fireEvent.change(input, { target: { value: 'l' } });
    fireEvent.change(input, { target: { value: 'li' } });
    fireEvent.change(input, { target: { value: 'lip' } });
    // Typing paused for less than the debounce: nothing asked yet.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(asked).toEqual(['']);
    await waitFor(() =>
      expect(optionNames(input)).toContainEqual(expect.stringContaining('Velvet Lip')),
    );
    expect(optionNames(input)).toContain(
      `Maison VeloureVelvet Lip${new Intl.NumberFormat('en-SG', { style: 'currency', currency: 'SGD', maximumFractionDigits: 0 }).format(42)}`,
    );
    expect(asked).toEqual(['', 'lip']);
    expect(
      within(listbox(input))
        .getAllByRole('group')
        .map((group) => group.textContent?.split(/(?=[A-Z])/)[0]),
    ).toContain('Suggested products');

    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    expect(activeOption(input)?.textContent).toContain('Velvet Lip');
    key(input, 'Enter');
    expect(navigate).toHaveBeenCalledWith('/products/velvet-lip');
  });

  it('typing narrows recent searches to those that start with the text', async () => {
    addRecentSearch('lip balm');
    addRecentSearch('serum');
    const { input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Lip' } });
    await waitFor(() =>
      expect(optionNames(input)).toContainEqual(expect.stringContaining('Gloss Lip')),
    );
    expect(optionNames(input).slice(0, 2)).toEqual(['lip balm', 'lipstick']);
    expect(optionNames(input)).not.toContain('serum');
    expect(optionNames(input)).not.toContain('Clear recent searches');
  });

  it('shows the no-match tips and announces that nothing matched', async () => {
    const { input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'xyzzy' } });
    expect(await screen.findByText('No matches for “xyzzy”', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Check the spelling.')).toBeTruthy();
    await waitFor(() => expect(announcement()).toBe('No matches for “xyzzy”'));
    expect(
      liveRegions(),
      'said in the page’s one live region, not a region of its own',
    ).toHaveLength(1);
    expect(optionNames(input)).toEqual(['lipstick']);
  });

  it('Escape closes the popup, a second Escape clears the text; Tab closes it', async () => {
    const { input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'cor' } });
    await waitFor(() => expect(optionNames(input)).toEqual(['Coralline']));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    key(input, 'ArrowDown');
    key(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(input.value).toBe('cor');
    key(input, 'Escape');
    expect(input.value).toBe('');

    key(input, 'ArrowDown');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    key(input, 'Tab');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('picks with the mouse without losing focus first', async () => {
    const { input, navigate } = setup();
    input.focus();
    fireEvent.focus(input);
    await waitFor(() => expect(optionNames(input)).toHaveLength(3));
    const option = within(listbox(input)).getByRole('option', { name: 'Coralline' });
    const pressed = fireEvent.mouseDown(option);
    expect(pressed, 'mousedown in the popup is cancelled, so the input keeps focus').toBe(false);
    fireEvent.click(option);
    expect(navigate).toHaveBeenCalledWith('/brands/coralline');
  });

  it('shows the query of the search page it is on', () => {
    const { input } = setup({ path: '/search', search: '?q=night%20cream' });
    expect(input.value).toBe('night cream');
  });

  it('limits queries like the API does', () => {
    expect(SEARCH_MAX_LENGTH).toBe(MAX_QUERY_LENGTH);
  });
});
