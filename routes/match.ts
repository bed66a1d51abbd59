/**
 * A small path matcher shared by the worker and the client router. Patterns are literal
 * segments, `:name` and optional `:name?` parameters; a trailing optional run may be absent.
 */
export type Params = Record<string, string | undefined>;

/** Splits a path into its decoded, non-empty segments; undefined when a segment is malformed. */
export function pathSegments(path: string): string[] | undefined {
  try {
    return path
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/** Matches one pattern against a path; returns its parameters or undefined. */
export function matchPattern(pattern: string, path: string): Params | undefined {
  const want = pattern.split('/').filter(Boolean);
  const got = pathSegments(path);
  if (!got || got.length > want.length) return undefined;
  const params: Params = {};
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i];
    const value = got[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (value === undefined && !optional) return undefined;
      params[name] = value;
    } else if (value !== part) {
      return undefined;
    }
  }
  return params;
}
