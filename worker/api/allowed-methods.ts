import type { Hono, MiddlewareHandler } from 'hono';
import { API_BASE } from '../../client/api/client';
import type { AppEnv } from '../env';
import { HttpError } from './errors';

const ROUTED = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods `app` answers at `path`: those with a route of their own there. Middleware and
 * catch-alls, registered for every method, do not count. HEAD goes with GET, as Hono answers
 * a HEAD with the GET route.
 */
export function allowedMethods(app: Hono<AppEnv>, path: string): string[] {
  const allowed: string[] = [];
  for (const method of ROUTED) {
    const [matches] = app.router.match(method, path);
    if (matches.some(([[, route]]) => route.method === method)) allowed.push(method);
  }
  if (allowed.includes('GET')) allowed.splice(1, 0, 'HEAD');
  return allowed;
}

/**
 * Before the API's 404: a path the API knows, asked with a method it does not answer, is a
 * 405 with `Allow` listing the methods it does (RFC 9110 §15.5.6). `app` is read at request
 * time, once the API it belongs to is built.
 */
export function methodNotAllowed(app: () => Hono<AppEnv>): MiddlewareHandler {
  return async (c, next) => {
    const full = c.req.path.startsWith(API_BASE) ? c.req.path.slice(API_BASE.length) : c.req.path;
    // The API is not strict about a trailing slash; its router is matched without one.
    const path = full.replace(/\/+$/, '') || '/';
    const allowed = allowedMethods(app(), path);
    // Nothing answers here, or the method is one that does (a path only like a known one, such
    // as `rewards//`, which the router did not take): a 404, never a 405 allowing the method.
    if (allowed.length === 0 || allowed.includes(c.req.method)) return next();
    c.header('allow', allowed.join(', '));
    throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'errors.methodNotAllowed', {
      params: { allowed: allowed.join(', ') },
    });
  };
}
