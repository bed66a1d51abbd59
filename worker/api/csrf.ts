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
 * Server-to-server callbacks, which no browser sends: they carry no Origin, and prove where they
 * come from by their signature instead (worker/payments/signature.ts). Still JSON only.
 */
const SIGNED_CALLBACKS = new Set(['/api/web/v1/payments/callbacks']);

/**
 * The API's CSRF guard: JSON only, Origin checked against the configured public origins
 * (never the Host the request names; worker/site/public-origin.ts).
 */
export const csrfGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const signed = SIGNED_CALLBACKS.has(c.req.path.replace(/\/$/, ''));
  const verdict = mutationVerdict({
    method: c.req.method,
    origin: signed ? allowedOriginsOf(c)[0] : c.req.header('origin'),
    allowedOrigins: SAFE_METHODS.has(c.req.method) ? [] : allowedOriginsOf(c),
    contentType: c.req.header('content-type'),
    hasBody: c.req.raw.body !== null,
  });
  if (verdict === 'origin') throw new HttpError(403, 'FORBIDDEN_ORIGIN', 'errors.forbiddenOrigin');
  if (verdict === 'content-type') throw new HttpError(415, 'JSON_ONLY', 'errors.jsonOnly');
  await next();
};
