import type { z } from 'zod';
import type { Operations } from './all-operations';
import type { LazyPathTable } from './declare';

/**
 * The types of every operation of the storefront API, inferred from its declaration
 * (./declarations/, merged in ./all-operations.ts). Only types: the browser's bundle gets no
 * schema and no zod from here. What it carries at run time is the generated table of the
 * method and path of each operation it calls (./operation-paths.ts).
 */

export type { Method } from './declare';
export type { OpenApiDocument } from './declarations/developer';

/** Every operation: the browser's and those only others call. */
export type OperationName = keyof Operations;

/** The operations the browser calls (declared `browser`): the only ones in its bundle. */
export type BrowserOperationName = {
  [N in OperationName]: Operations[N] extends { browser: true | LazyPathTable } ? N : never;
}[OperationName];

/** The operations of one of the browser's tables: `true`, every page's, or a section's. */
export type TableOperationName<T extends true | LazyPathTable> = {
  [N in OperationName]: Operations[N] extends { browser: T } ? N : never;
}[OperationName];

/** The browser's runtime table: each operation it calls, its method and path template. */
export type OperationPaths<T extends true | LazyPathTable = true> = {
  [N in TableOperationName<T>]: { method: Operations[N]['method']; path: Operations[N]['path'] };
};

/** A query as it travels: text for each field the schema knows (absent when undefined). */
type WireQuery<S extends z.ZodType> = { [K in keyof z.input<S>]?: string | undefined };
/** Path parameters: each `{name}` of the template, digits or text. */
type WireParams<S extends z.ZodType> = { [K in keyof z.input<S>]: string | number };
/**
 * The header of a change declared `keyed`: one key per shopper action, the same on each retry
 * of it, so a change the network lost and the query layer sent again is made once
 * (worker/api/cart.ts).
 */
type ChangeHeaders = { 'Idempotency-Key': string };

type RequestOf<D> = D extends { request: infer R } ? R : object;
type SchemaOf<A> = A extends { content: { 'application/json': { schema: infer S } } } ? S : never;

/** What a success answers: the union of every 2xx answer declared. */
type ResponseOf<D> = D extends { responses: infer Rs }
  ? {
      [K in keyof Rs]: K extends 200 | 201 | 202 | 204
        ? SchemaOf<Rs[K]> extends infer S extends z.ZodType
          ? z.infer<S>
          : never
        : never;
    }[keyof Rs]
  : never;

/** What a call passes, each key present only when the declaration has it. */
type InputOf<D> = (RequestOf<D> extends { params: infer P extends z.ZodType }
  ? { params: WireParams<P> }
  : object) &
  (RequestOf<D> extends { query: infer Q extends z.ZodType } ? { query: WireQuery<Q> } : object) &
  (RequestOf<D> extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : object) &
  (D extends { keyed: true } ? { headers: ChangeHeaders } : object);

type Flat<T> = { [K in keyof T]: T[K] } & {};

/** What each operation takes and answers; a key absent here is one it does not take. */
export type OperationTypes = {
  [N in OperationName]: Flat<InputOf<Operations[N]> & { response: ResponseOf<Operations[N]> }>;
};

/** The answer of an operation. */
export type OperationResponse<N extends OperationName> = OperationTypes[N]['response'];

/** What a call of an operation passes: its params, query and body, as the declaration says. */
export type OperationInput<N extends OperationName> = Omit<OperationTypes[N], 'response'>;
