import { z } from 'zod';
import { IdempotencyKeySchema } from './ids';

/**
 * How an operation of the storefront API is declared, once (docs/architecture.md, "Adding an
 * endpoint"): its method and path, summary, the zod schemas of what it takes, its success
 * answers by status and its error statuses. Everything else is derived from the declarations
 * (./all-operations.ts): the worker's route (`routeOf()` in worker/api/route-kit.ts) and so the
 * OpenAPI document, the browser's types (./operations.ts) and its table of paths
 * (./operation-paths.ts, generated), and what component tests may script the API to answer.
 *
 * Zod is a value here: the browser imports this file and the declarations for their types
 * only, so no schema reaches its bundle.
 */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The browser's tables of paths loaded with a section's pages only, not by every page. */
export const LAZY_PATH_TABLES = ['booking'] as const;
export type LazyPathTable = (typeof LAZY_PATH_TABLES)[number];

/** The error statuses an operation may declare (each answered with the API's Error body). */
export type ErrorStatus =
  400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 428 | 429 | 500 | 503;

/**
 * A success answer: its description and schema, as the OpenAPI document writes it: JSON, or a
 * file a link downloads (a booking's calendar file), which no typed call reads.
 */
export interface Answer<S extends z.ZodType = z.ZodType> {
  description: string;
  content: { 'application/json': { schema: S } } | { 'text/calendar': { schema: S } };
}

export interface Declaration {
  method: Method;
  /** Under /api/web/v1, with the trailing slash the spec writes; `{name}` is a parameter. */
  path: `/${string}`;
  summary: string;
  request?: {
    params?: z.ZodType;
    query?: z.ZodType;
    headers?: z.ZodType;
    /** A required JSON body. */
    body?: z.ZodType;
  };
  /** Each success status and its answer. */
  responses: { [status: number]: Answer };
  /** The errors it answers beyond those every operation may (400, 413, 500). */
  errors?: readonly ErrorStatus[];
  /**
   * Called by the browser: its method and path are in the browser's bundle. `true` puts them in
   * the table every page loads (./operation-paths.ts); a table's name puts them in that table,
   * loaded only by the pages that call it (./operation-paths-booking.ts), so a section's
   * operations cost the first load of every other page nothing (docs/architecture.md, "Adding
   * an endpoint").
   */
  browser?: true | LazyPathTable;
  /**
   * Every call of it carries an `Idempotency-Key`, one per shopper action, the same on each
   * retry of it, so a change the network lost and the query layer sent again is made once
   * (worker/api/cart.ts); the browser's type of the call requires it.
   */
  keyed?: true;
}

/** A group of declarations, keeping each one's literal method, path and schema types. */
export function declare<const T extends Record<string, Declaration>>(declarations: T): T {
  return declarations;
}

/** A JSON answer of `schema`. */
export function ok<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

/** A calendar file (iCalendar text), downloaded through a link rather than called. */
export function calendarFile(description: string) {
  return { description, content: { 'text/calendar': { schema: z.string() } } } as const;
}

/**
 * The site headers every call carries; unknown values are ignored, never refused.
 * `.meta()` rather than `.openapi()`: the OpenAPI generator reads zod's own metadata, and
 * `.openapi()` exists only once @hono/zod-openapi has patched zod, which this file must not
 * import.
 */
export const SiteHeadersSchema = z.object({
  'x-site-country': z.string().optional().meta({ example: 'sg' }),
  'accept-language': z.string().optional().meta({ example: 'en-SG' }),
  'x-platform': z.string().optional().meta({ example: 'web' }),
});

/** The headers of a change that may be retried: the site's and an optional Idempotency-Key. */
export const ChangeHeadersSchema = SiteHeadersSchema.extend({
  'Idempotency-Key': IdempotencyKeySchema.optional(),
});

/** The errors of a change (PUT, POST, PATCH): a foreign origin, not JSON, no device yet. */
export const CHANGE_ERRORS = [403, 415] as const;

/** The refusals of a bag change: not found, conflict, unprocessable, no device, and a change's. */
export const CHANGE_REFUSALS = [404, 409, 422, 428, ...CHANGE_ERRORS] as const;
