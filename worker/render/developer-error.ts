import type { Context } from 'hono';
import { isDevelopment, type AppEnv } from '../env';
import { loadLayout } from '../layout/load-layout';
import { rememberLayout } from './error-layout';
import { serverApiClient } from './server-api';

/** The developer surface that fails on purpose (listed in routes/developer-surfaces.ts). */
export const DEVELOPER_ERROR_PATH = '/_dev/error';

/**
 * GET /_dev/error: a page request that fails after its layout loaded, to see and test the 500
 * page in a browser (`?layout=broken`: as if the layout were what failed, the minimal page).
 * Development and test only: the developer gate answers 404 elsewhere, and so does this.
 */
export async function developerError(c: Context<AppEnv>): Promise<Response> {
  if (!isDevelopment(c.env)) return c.notFound();
  const site = c.get('site');
  if (c.req.query('layout') === 'broken') {
    rememberLayout(c, null);
  } else {
    const { layout } = await loadLayout(site, {
      kv: c.env.LAYOUT_CACHE,
      waitUntil: (p) => c.executionCtx.waitUntil(p),
      api: serverApiClient(c, site),
      log: c.get('obs').log,
      now: c.get('now').getTime(),
    });
    rememberLayout(c, layout);
  }
  throw new Error(`A failure asked for at ${DEVELOPER_ERROR_PATH}`);
}
