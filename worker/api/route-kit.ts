import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Env, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { ApiErrorSchema } from '../../client/api/contract';
import { operations } from '../../client/api/all-operations';
import type { OperationName } from '../../client/api/operations';
import { HttpError, REASONS } from './errors';

/**
 * What every operation of the API is built from (issue 7, "each endpoint defined once"): an
 * OpenAPIHono sub-app whose one default hook turns a zod failure into the spec §3 Error, and
 * the pieces of a `createRoute` definition (site headers, JSON bodies, error responses). The
 * OpenAPI document is generated from these definitions (./openapi.ts).
 */

/** Each issue of a zod error with its field dotted (`items.0.quantity`), or the root. */
export function issuesOf(error: z.ZodError) {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
}

/** A zod failure as the 400 that names the first field that failed (and lists every issue). */
export function validationError(error: z.ZodError): HttpError {
  const issues = issuesOf(error);
  return new HttpError(400, 'VALIDATION_FAILED', 'errors.field', {
    field: issues[0]?.field,
    issues,
  });
}

/**
 * The one default hook of every route: params, query, headers and body that fail their schema
 * are a 400 VALIDATION_FAILED (spec §3 Error, translated by the API's error handler).
 */
export function defaultHook(result: { success: boolean; error?: z.ZodError }): void {
  if (!result.success && result.error) throw validationError(result.error);
}

/** A sub-app of the API: its routes are `createRoute` definitions validated by `defaultHook`. */
export function apiApp<E extends Env>() {
  return new OpenAPIHono<E>({ defaultHook, strict: false });
}

/**
 * Before a JSON body is validated: a body that is not JSON (or no body) is a 400 naming `body`,
 * so a client handles it like any other field error. The parsed body is kept by the request,
 * so the validator reads it again for free.
 */
export const readJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  try {
    await c.req.json();
  } catch {
    throw new HttpError(400, 'INVALID_JSON', 'errors.invalidJson', {
      field: 'body',
      issues: [{ field: 'body', message: 'not valid JSON' }],
    });
  }
  await next();
};

/** A required JSON request body of `schema` (use with `middleware: [readJson]`). */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

/** The site headers every call carries (spec §7); unknown values are ignored, never refused. */
export const SiteHeadersSchema = z.object({
  'x-site-country': z.string().optional().openapi({ example: 'sg' }),
  'accept-language': z.string().optional().openapi({ example: 'en-SG' }),
  'x-platform': z.string().optional().openapi({ example: 'web' }),
});

/** A 200 (or `status`) JSON answer of `schema`. */
export function ok<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

/** Statuses every operation may answer: a bad field, a body too large, a server fault. */
const ALWAYS = [400, 413, 500] as const;

type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 428 | 429 | 500 | 503;

/** The error answers of an operation: each a spec §3 Error. */
export function errors<const S extends readonly ErrorStatus[]>(...statuses: S) {
  const all = [...new Set([...ALWAYS, ...statuses])];
  return Object.fromEntries(
    all.map((status) => [
      status,
      {
        description: REASONS[status] ?? 'Error',
        content: { 'application/json': { schema: ApiErrorSchema } },
      },
    ]),
  ) as {
    [K in S[number] | (typeof ALWAYS)[number]]: {
      description: string;
      content: { 'application/json': { schema: typeof ApiErrorSchema } };
    };
  };
}

/** The errors of a change (PUT, POST, PATCH): a foreign origin, not JSON, no device yet. */
export const CHANGE_ERRORS = [403, 415] as const;

/** A path without its trailing slash (the API answers both), the root staying `/`. */
type Trimmed<P extends string> = P extends `${infer R}/` ? (R extends '' ? '/' : R) : P;

/** The path of an operation of the table under the sub-app mounted at `mount`. */
type RoutePath<
  N extends OperationName,
  M extends string,
> = (typeof operations)[N]['path'] extends `${M}${infer Rest}`
  ? Rest extends '' | '/'
    ? '/'
    : Trimmed<Rest>
  : never;

/**
 * The method and path of a `createRoute` definition, from the operations table the browser
 * calls through (client/api/operations.ts): `mount` is where its sub-app is mounted
 * (./index.ts). A table path outside `mount` fails the typecheck (the path type is `never`)
 * and throws at start-up.
 */
export function endpoint<N extends OperationName, const M extends `/${string}`>(
  name: N,
  mount: M,
): { method: (typeof operations)[N]['method']; path: RoutePath<N, M> } {
  const { method, path } = operations[name];
  if (!path.startsWith(mount)) throw new Error(`${name} (${path}) is not under ${mount}`);
  const rest = path.slice(mount.length).replace(/(.)\/$/, '$1');
  // The value is the type computed above; TypeScript cannot follow string slicing.
  return { method, path: (rest || '/') as RoutePath<N, M> };
}
