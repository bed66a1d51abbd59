import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, type ApiClient } from './client';
import type { ContentPage } from './contract';
import { isContentSlug } from './content-slug';
import { queryKeys } from './query-keys';

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
    return await api.call('contentPage', {
      query: {
        slug,
        user_segments: site.segments.length ? site.segments.join(',') : undefined,
      },
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** Query options of the catalogue and the visitor; keys from the one factory (./query-keys.ts). */
export const queries = {
  layout: (
    api: ApiClient,
    site: { country: string; language: string; segments: string[]; preview: boolean },
  ) =>
    queryOptions({
      queryKey: queryKeys.layout(site),
      queryFn: () =>
        api.call('layout', {
          query: { user_segments: site.segments.length ? site.segments.join(',') : undefined },
        }),
    }),
  page: (
    api: ApiClient,
    site: { country: string; language: string; preview: boolean; segments: string[] },
    slug: string,
  ) =>
    queryOptions({
      queryKey: queryKeys.page(site, slug),
      queryFn: () => contentPage(api, site, slug),
    }),
  brands: (api: ApiClient, site: { country: string; language: string }) =>
    queryOptions({ queryKey: queryKeys.brands(site), queryFn: () => api.call('brands') }),
  categories: (api: ApiClient, site: { country: string; language: string }) =>
    queryOptions({ queryKey: queryKeys.categories(site), queryFn: () => api.call('categories') }),
  product: (api: ApiClient, site: { country: string; language: string }, slug: string) =>
    queryOptions({
      queryKey: queryKeys.product(site, slug),
      queryFn: () => api.call('productBySlug', { params: { slug } }),
    }),
  featured: (api: ApiClient, site: { country: string; language: string }, limit: number) =>
    queryOptions({
      queryKey: queryKeys.featured(site, limit),
      queryFn: () => api.call('featuredProducts', { body: { limit } }),
    }),
  user: (api: ApiClient) =>
    queryOptions({ queryKey: queryKeys.user(), queryFn: () => api.call('user'), retry: false }),
  openApiDocument: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.openApiDocument(),
      queryFn: () => api.call('openApiDocument'),
    }),
};
