/**
 * The shape of an operation's row in the table (./operations.ts, ./server-operations.ts): its
 * method and path template. `table()` keeps each row's literal types for the types derived
 * from it.
 */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Endpoint {
  method: Method;
  path: `/${string}`;
}

export function table<const T extends Record<string, Endpoint>>(operations: T): T {
  return operations;
}
