import type { ProductCard } from '../../api/catalogue-contract';
import type { BrandLink, SearchDropdown } from '../../api/search-contract';
import type { MessageKey } from '../../lib/i18n';
import { RECENT_WHILE_TYPING } from './limits';

/** One choice of the dropdown: a query to search, an action, a brand or a product to open. */
export type SearchOption =
  | { kind: 'recent' | 'popular'; query: string }
  | { kind: 'clear' }
  | { kind: 'brand'; brand: BrandLink }
  | { kind: 'product'; product: ProductCard };

export interface OptionGroup {
  id: 'recent' | 'popular' | 'brands' | 'products';
  label: MessageKey;
  options: SearchOption[];
}

const folded = (text: string) => text.toLocaleLowerCase();

/**
 * The groups the dropdown shows, in order. Before typing: recent searches (with "clear"),
 * popular searches, popular brands. While typing: recent searches that start with the text,
 * popular searches that complete it, matching brands, suggested products. An answer for the
 * other state (left from before the text was cleared or first typed) is not used.
 */
export function dropdownGroups(
  typed: string,
  recent: readonly string[],
  data: SearchDropdown | undefined,
): OptionGroup[] {
  const text = folded(typed.trim());
  const fresh = data && (data.query === '') === (text === '') ? data : undefined;
  const recentShown = text
    ? recent.filter((item) => folded(item).startsWith(text)).slice(0, RECENT_WHILE_TYPING)
    : recent;
  const seen = new Set(recentShown.map(folded));
  const groups: OptionGroup[] = [
    {
      id: 'recent',
      label: 'search.recent',
      options: [
        ...recentShown.map((query): SearchOption => ({ kind: 'recent', query })),
        ...(!text && recentShown.length ? [{ kind: 'clear' } as const] : []),
      ],
    },
    {
      id: 'popular',
      label: 'search.popular',
      options: (fresh?.popularQueries ?? [])
        .filter((query) => !seen.has(folded(query)))
        .map((query) => ({ kind: 'popular', query })),
    },
    {
      id: 'brands',
      label: fresh?.query ? 'search.brands' : 'search.popularBrands',
      options: (fresh?.popularBrands ?? []).map((brand) => ({ kind: 'brand', brand })),
    },
    {
      id: 'products',
      label: 'search.products',
      options: (fresh?.suggestions ?? []).map((product) => ({ kind: 'product', product })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/** The tips to show when what is typed matches nothing. */
export function dropdownTips(
  typed: string,
  data: SearchDropdown | undefined,
): { query: string; tips: string[] } | null {
  if (!data || !typed.trim() || !data.query || !data.tips.length) return null;
  return { query: data.query, tips: data.tips };
}

/** Where picking an option goes, or null for an option that searches or acts in place. */
export function optionHref(option: SearchOption): string | null {
  if (option.kind === 'brand') return `/brands/${encodeURIComponent(option.brand.slug)}`;
  if (option.kind === 'product') return `/products/${encodeURIComponent(option.product.slug)}`;
  return null;
}

/** The results page of a query. */
export function searchHref(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

/** An option's element id, which the input's `aria-activedescendant` names. */
export const optionIdOf = (id: string, index: number) => `${id}-option-${index}`;
