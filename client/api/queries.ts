import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { BrandList, ContentPage, Layout, User } from './contract';
import type { CategoryNode, ProductCard, ProductDetail } from './catalogue-contract';

/**
 * Query keys and options. Every key starts with the resource and holds what the answer
 * varies on, so SSR-dehydrated data is found again by the same key in the browser.
 */
export const queries = {
  layout: (api: ApiClient, site: { country: string; language: string; segments: string[]; preview: boolean }) =>
    queryOptions({
      queryKey: ['layout', site.country, site.language, site.segments.join(','), site.preview] as const,
      queryFn: () => api.get<Layout>('layouts/', site.segments.length ? { user_segments: site.segments.join(',') } : undefined),
    }),
  page: (api: ApiClient, site: { country: string; language: string; preview: boolean; segments: string[] }, slug: string) =>
    queryOptions({
      queryKey: ['page', site.country, site.language, site.preview, site.segments.join(','), slug] as const,
      queryFn: () => api.get<ContentPage>('pages', { slug, user_segments: site.segments.length ? site.segments.join(',') : undefined }),
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
    queryOptions({ queryKey: ['user'] as const, queryFn: () => api.get<User>('user'), retry: false }),
};
