import type { ApiError } from './contract';
import { localeTag, type Country, type Language } from '../lib/sites';

/** The path prefix of the storefront API. */
export const API_BASE = '/api/web/v1';

/** An API answer that was not 2xx, carrying the spec §3 Error body when there was one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | undefined,
  ) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiRequestError';
  }
}

export interface ApiContext {
  country: Country;
  language: Language;
  preview?: boolean;
}

export type Fetcher = (request: Request) => Promise<Response>;

/**
 * The spec §7 headers that every API request carries. The layout query additionally says
 * X-Preview-Mode in preview.
 */
export function apiHeaders(ctx: ApiContext): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Platform': 'web',
    'X-App-Platform': 'web_desktop',
    'X-App-Version': '1.0.0',
    'X-SWA': 'web',
    'Accept-Language': localeTag(ctx.language, ctx.country),
    'X-Site-Country': ctx.country,
  };
  if (ctx.preview) headers['X-Preview-Mode'] = 'true';
  return headers;
}

export interface ApiClient {
  get<T>(path: string, query?: Record<string, string | undefined>): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

/**
 * The typed API client. It never retries by itself (the query layer decides). `origin` is the
 * page's origin in the browser and the request's origin on the server, where `fetcher` calls
 * the embedded API in-process.
 */
export function createApiClient(ctx: ApiContext, origin: string, fetcher: Fetcher): ApiClient {
  async function call<T>(
    method: string,
    path: string,
    query?: Record<string, string | undefined>,
    body?: unknown,
  ): Promise<T> {
    const url = new URL(`${API_BASE}/${path.replace(/^\//, '')}`, origin);
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) url.searchParams.set(key, value);
    const request = new Request(url, {
      method,
      headers: apiHeaders(ctx),
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
    const response = await fetcher(request);
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok) throw new ApiRequestError(response.status, parsed as ApiError | undefined);
    return parsed as T;
  }
  return {
    get: (path, query) => call('GET', path, query),
    send: (method, path, body) => call(method, path, undefined, body),
  };
}
