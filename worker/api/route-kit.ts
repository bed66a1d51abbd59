import { createRoute, OpenAPIHono, type z } from '@hono/zod-openapi';
import type { Env, MiddlewareHandler } from 'hono';
import type { H } from 'hono/types';
import type { AppEnv } from '../env';
import { ApiErrorSchema } from '../../client/api/contract';
import { operations, type Operations } from '../../client/api/all-operations';
import type { Declaration, ErrorStatus } from '../../client/api/declare';
import type { OperationName } from '../../client/api/operations';
import { HttpError, REASONS } from './errors';

/**
 * What every operation of the API is built from (README "API operations are defined once"): an
 * OpenAPIHono sub-app whose one default hook turns a zod failure into the API's Error body, and
 * each operation's `createRoute` definition, built from its declaration by `routeOf()`
 * (docs/architecture.md, "Adding an endpoint"). The OpenAPI document is generated from these
 * definitions (./openapi.ts).
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
 * are a 400 VALIDATION_FAILED (an Error body, translated by the API's error handler).
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

/** Statuses every operation may answer: a bad field, a body too large, a server fault. */
const ALWAYS = [400, 413, 500] as const;

/** The error answers of an operation: each an Error body (README "Errors"). */
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

/** A path without its trailing slash (the API answers both), the root staying `/`. */
type Trimmed<P extends string> = P extends `${infer R}/` ? (R extends '' ? '/' : R) : P;

/** The path of a declared operation under the sub-app mounted at `mount`. */
type RoutePath<P extends string, M extends string> = P extends `${M}${infer Rest}`
  ? Rest extends '' | '/'
    ? '/'
    : Trimmed<Rest>
  : never;

/** A declaration's request as `createRoute` takes it: its body a required JSON body. */
type RouteRequest<R> = {
  [K in keyof R]: K extends 'body'
    ? { required: true; content: { 'application/json': { schema: R[K] } } }
    : R[K];
};

type Declared<N extends OperationName> = Operations[N];
type ErrorsOf<D> = D extends { errors: infer E extends readonly ErrorStatus[] } ? E : [];

/** The `createRoute` definition `routeOf` builds from a declaration. */
type RouteOf<N extends OperationName, M extends string, W> = {
  method: Declared<N>['method'];
  path: RoutePath<Declared<N>['path'], M>;
  summary: string;
  middleware: W;
  request: Declared<N> extends { request: infer R } ? RouteRequest<R> : Record<never, never>;
  responses: Declared<N>['responses'] & ReturnType<typeof errors<ErrorsOf<Declared<N>>>>;
};

/**
 * The `createRoute` definition of a declared operation (client/api/declarations/): its
 * method, its path under `mount` (where its sub-app is mounted, ./index.ts), summary, request
 * schemas, success answers and error answers all come from the declaration; the worker adds
 * only the middleware before its handler. A declared path outside `mount` fails the typecheck
 * (the path type is `never`) and throws at start-up.
 */
export function routeOf<
  N extends OperationName,
  const M extends `/${string}`,
  const W extends H[] = [],
>(name: N, mount: M, options?: { middleware: W }) {
  const declared: Declaration = operations[name];
  const { method, path, summary, request = {}, responses } = declared;
  if (!path.startsWith(mount)) throw new Error(`${name} (${path}) is not under ${mount}`);
  const rest = path.slice(mount.length).replace(/(.)\/$/, '$1');
  const { body, ...parameters } = request;
  const config = {
    method,
    path: rest || '/',
    summary,
    ...(options ? { middleware: options.middleware } : {}),
    request: body ? { ...parameters, body: jsonBody(body) } : parameters,
    responses: { ...responses, ...errors(...(declared.errors ?? [])) },
  };
  // The value is the type computed above; TypeScript cannot follow the declaration through
  // string slicing and spreads.
  return createRoute(
    config as unknown as RouteOf<N, M, W> & { path: RoutePath<Declared<N>['path'], M> },
  );
}
