/**
 * Whether a D1 error is a constraint refusing a write (a CHECK, a UNIQUE key, a NOT NULL): the
 * batch rolled back as a whole, so the caller may read the new state and decide again.
 */
export function isConstraintError(error: unknown): boolean {
  return failedConstraint(error) !== null;
}

/**
 * Which constraint a D1 error says refused the write: its kind and what SQLite names after it
 * (a CHECK's expression, `quantity BETWEEN 1 AND 6`; a key's or NOT NULL's `table.column`s;
 * nothing for a foreign key), or null for any other error. A caller that retries on a lost race
 * asks this for the one constraint a parallel writer can trip, never "any constraint": one the
 * request itself breaks would break again on every retry.
 */
export function failedConstraint(error: unknown): { kind: string; detail: string } | null {
  if (!(error instanceof Error)) return null;
  const match =
    /\b(CHECK|NOT NULL|UNIQUE|PRIMARY KEY|FOREIGN KEY) constraint failed(?::\s*([^:]*))?/i.exec(
      `${error.message} ${String(error.cause ?? '')}`,
    );
  return match ? { kind: match[1].toUpperCase(), detail: (match[2] ?? '').trim() } : null;
}
