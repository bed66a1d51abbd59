import type { MiddlewareHandler } from 'hono';
import { isDeveloperPath } from '../../routes/developer-surfaces';
import { isDevelopment, type AppEnv } from '../env';

/**
 * Closes the developer surfaces (routes/developer-surfaces.ts) unless ENVIRONMENT is
 * development or test: fail closed, so a misspelt or new environment name never opens them.
 * Runs before the API and the pages, so no mount can forget it.
 */
export const developerGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isDevelopment(c.env) && isDeveloperPath(new URL(c.req.url).pathname)) {
    return c.text('Not found', 404, { 'cache-control': 'no-store' });
  }
  await next();
};
