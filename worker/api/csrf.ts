import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { allowedOriginsOf } from '../site/public-origin';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request may proceed: it must come from one of our own origins and,
 * when it has a body, carry JSON (a cross-site form cannot send either).
 */
export function mutationVerdict(input: {
  method: string;
  origin: string | undefined;
  allowedOrigins: readonly string[];
  contentType: string | undefined;
  hasBody: boolean;
}): 'ok' | 'origin' | 'content-type' {
  if (SAFE_METHODS.has(input.method)) return 'ok';
  if (!input.origin || !input.allowedOrigins.includes(input.origin)) return 'origin';
  if (input.hasBody && !/^application\/json\s*(;|$)/i.test(input.contentType ?? ''))
    return 'content-type';
  return 'ok';
}

/**
 * The API's CSRF guard: JSON only, Origin checked against the configured public origins
 * (never the Host the request names; worker/site/public-origin.ts).
 */
export const csrfGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const verdict = mutationVerdict({
    method: c.req.method,
    origin: c.req.header('origin'),
    allowedOrigins: SAFE_METHODS.has(c.req.method) ? [] : allowedOriginsOf(c),
    contentType: c.req.header('content-type'),
    hasBody: c.req.raw.body !== null,
  });
  if (verdict === 'origin') throw new HttpError(403, 'FORBIDDEN_ORIGIN', 'errors.forbiddenOrigin');
  if (verdict === 'content-type') throw new HttpError(415, 'JSON_ONLY', 'errors.jsonOnly');
  await next();
};
