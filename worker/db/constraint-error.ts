/**
 * Whether a D1 error is a constraint refusing a write (a CHECK, a UNIQUE key, a NOT NULL): the
 * batch rolled back as a whole, so the caller may read the new state and decide again.
 */
export function isConstraintError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /constraint failed/i.test(`${error.message} ${String(error.cause ?? '')}`)
  );
}
