import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../worker/index';

/**
 * One request through the real worker's fetch handler with some bindings changed (production
 * mode, a configured public origin), without following redirects.
 */
export async function fetchWith(
  overrides: Partial<Env>,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(url, { redirect: 'manual', ...init });
  const response = await worker.fetch(
    request as Request<unknown, IncomingRequestCfProperties>,
    { ...env, ...overrides },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** Bindings of a production deployment that is configured as it should be. */
export const PRODUCTION: Partial<Env> = {
  ENVIRONMENT: 'production',
  PUBLIC_ORIGIN: 'https://shop.example.com.sg',
};
