import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from './errors';

/** The first failing field of a zod error, dotted (`items.0.quantity`), or the root. */
function issuesOf(error: z.ZodError) {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
}

/** Parses a value with a schema, or throws a 400 that names the field that failed. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = issuesOf(result.error);
  throw new HttpError(400, 'VALIDATION_FAILED', 'errors.field', {
    field: issues[0]?.field,
    issues,
  });
}

/** The request's query, validated. Repeated keys keep their last value. */
export function validQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseOr400(schema, c.req.query());
}

/**
 * The request's JSON body, validated. A body that is not JSON is a 400 too, naming `body` as
 * the field that failed, so a client handles it like any other field error.
 */
export async function validJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'INVALID_JSON', 'errors.invalidJson', {
      field: 'body',
      issues: [{ field: 'body', message: 'not valid JSON' }],
    });
  }
  return parseOr400(schema, body);
}
