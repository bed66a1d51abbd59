import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, type ApiClient } from './client';
import type { BrandList, ContentPage, Layout, User } from './contract';
import type { CategoryNode, ProductCard, ProductDetail } from './catalogue-contract';
import { isContentSlug } from './content-slug';

/**
 * The content page of a slug, or null when there is none. Missing content is an answer, not
 * an error: it is cached and dehydrated like any other, so the server renders the 404 page and
 * the browser hydrates that same page without asking again. A slug that cannot exist is not
 * asked for. Any other failure still throws (a 5xx is the server's fault, not a 404).
 */
async function contentPage(
  api: ApiClient,
  site: { segments: string[] },
  slug: string,
): Promise<ContentPage | null> {
  if (!isContentSlug(slug)) return null;
  try {
    return await api.get<ContentPage>('pages', {
      slug,
      user_segments: site.segments.length ? site.segments.join(',') : undefined,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Query keys and options. Every key starts with the resource and holds what the answer
 * varies on, so SSR-dehydrated data is found again by the same key in the browser.
 */
export const queries = {
  layout: (
    api: ApiClient,
    site: { country: string; language: string; segments: string[]; preview: boolean },
  ) =>
    queryOptions({
      queryKey: [
        'layout',
        site.country,
        site.language,
        site.segments.join(','),
        site.preview,
      ] as const,
      queryFn: () =>
        api.get<Layout>(
          'layouts/',
          site.segments.length ? { user_segments: site.segments.join(',') } : undefined,
        ),
    }),
  page: (
    api: ApiClient,
    site: { country: string; language: string; preview: boolean; segments: string[] },
    slug: string,
  ) =>
    queryOptions({
      queryKey: [
        'page',
        site.country,
        site.language,
        site.preview,
        site.segments.join(','),
        slug,
      ] as const,
      queryFn: () => contentPage(api, site, slug),
    }),
  brands: (api: ApiClient, site: { country: string; language: string }) =>
    queryOptions({
      queryKey: ['brands', site.country, site.language] as const,
      queryFn: () => api.get<BrandList>('brands/'),
    }),
  categories: (api: ApiClient, site: { country: string; language: string }) =>
    queryOptions({
      queryKey: ['categories', site.language] as const,
      queryFn: () => api.get<{ items: CategoryNode[] }>('categories/'),
    }),
  product: (api: ApiClient, site: { country: string; language: string }, slug: string) =>
    queryOptions({
      queryKey: ['product', site.country, site.language, slug] as const,
      queryFn: () => api.get<ProductDetail>(`products/${encodeURIComponent(slug)}`),
    }),
  featured: (api: ApiClient, site: { country: string; language: string }, limit: number) =>
    queryOptions({
      queryKey: ['featured', site.country, site.language, limit] as const,
      queryFn: () => api.send<{ items: ProductCard[] }>('POST', 'featured-products/', { limit }),
    }),
  user: (api: ApiClient) =>
    queryOptions({
      queryKey: ['user'] as const,
      queryFn: () => api.get<User>('user'),
      retry: false,
    }),
};
