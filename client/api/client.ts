import type { ApiError } from './contract';
import { operationPaths } from './operation-paths';
import type { BrowserOperationName, OperationInput, OperationResponse } from './operations';
import { localeTag, type Country, type Language } from '../lib/sites';

type PathTable = Record<string, { method: string; path: string } | undefined>;

/**
 * The sections' tables of paths, added when a section's code loads
 * (./operation-paths-booking.ts registers itself here); every page's is ./operation-paths.ts.
 */
const sectionPaths: PathTable = {};

/** A section's table of paths, added when the section's code loads. */
export function addOperationPaths(table: object): void {
  Object.assign(sectionPaths, table);
}

/** The path prefix of the storefront API. */
export const API_BASE = '/api/web/v1';

/** An API answer that was not 2xx, carrying the API's Error body when there was one. */
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
 * The site headers that every API request carries. The layout query additionally says
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

/** The arguments of `call`: none when the operation takes nothing, else its input. */
type CallArgs<N extends BrowserOperationName> = [keyof OperationInput<N>] extends [never]
  ? []
  : [input: OperationInput<N>];

export interface ApiClient {
  /**
   * Calls an operation the browser calls by name: its method and path come from the generated
   * table (./operation-paths.ts), its params, query and body are typed from its declaration
   * (./declarations/), and so is its answer.
   */
  call<N extends BrowserOperationName>(
    name: N,
    ...args: CallArgs<N>
  ): Promise<OperationResponse<N>>;
}

/** Each `{name}` of a path template replaced by its parameter, encoded. */
function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} of ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether an error answer's body is an API Error body. */
function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  if (!('message' in value) || typeof value.message !== 'string') return false;
  if (!('data' in value) || typeof value.data !== 'object' || value.data === null) return false;
  return 'code' in value.data && typeof value.data.code === 'string';
}

/**
 * The typed API client. It never retries by itself (the query layer decides). `origin` is the
 * page's origin in the browser and the request's origin on the server, where `fetcher` calls
 * the embedded API in-process.
 */
export function createApiClient(ctx: ApiContext, origin: string, fetcher: Fetcher): ApiClient {
  async function call<N extends BrowserOperationName>(
    name: N,
    ...[input]: CallArgs<N>
  ): Promise<OperationResponse<N>> {
    // A section's operation is found once its table was imported (a TypeError here otherwise).
    const { method, path } = ((operationPaths as PathTable)[name] ?? sectionPaths[name])!;
    const given: {
      params?: Record<string, string | number>;
      query?: object;
      body?: unknown;
      headers?: Record<string, string>;
    } = input ?? {};
    const url = new URL(`${API_BASE}${fillPath(path, given.params)}`, origin);
    for (const [key, value] of Object.entries(given.query ?? {}))
      if (typeof value === 'string') url.searchParams.set(key, value);
    const request = new Request(url, {
      method: method.toUpperCase(),
      // An operation's own headers (a bag change's Idempotency-Key) beside the site headers.
      headers: { ...apiHeaders(ctx), ...given.headers },
      body: given.body === undefined ? undefined : JSON.stringify(given.body),
      credentials: 'same-origin',
    });
    const response = await fetcher(request);
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok)
      throw new ApiRequestError(response.status, isApiError(parsed) ? parsed : undefined);
    // The one unchecked typing of the client: the answer is not validated in the browser (that
    // would bring zod into the bundle). It is the answer the declaration types for this
    // operation, because the worker's route for it is built from the same declaration
    // (`routeOf()` in worker/api/route-kit.ts) and validates and documents the same schemas.
    return parsed as OperationResponse<N>;
  }
  return { call };
}
