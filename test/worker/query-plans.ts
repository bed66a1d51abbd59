import { env } from 'cloudflare:test';

/**
 * The statements code runs, recorded, and which of them scan a table (SQLite's EXPLAIN QUERY
 * PLAN says `SCAN t` where no index serves): for the tests that hold a module to reading
 * through its indexes.
 */
export function recordingDb(): { db: D1Database; seen: { sql: string; binds: unknown[] }[] } {
  const seen: { sql: string; binds: unknown[] }[] = [];
  const db = new Proxy(env.DB, {
    get(target, key) {
      if (key === 'prepare') {
        return (sql: string) => {
          const statement = target.prepare(sql);
          return new Proxy(statement, {
            get(inner, name) {
              if (name === 'bind') {
                return (...binds: unknown[]) => {
                  seen.push({ sql, binds });
                  return inner.bind(...binds);
                };
              }
              const value = Reflect.get(inner, name) as unknown;
              return typeof value === 'function'
                ? (value as (...args: unknown[]) => unknown).bind(inner)
                : value;
            },
          });
        };
      }
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
  return { db, seen };
}

/** Each table scan in the plans of the recorded statements, with the statement's start. */
export async function tableScans(
  seen: readonly { sql: string; binds: unknown[] }[],
): Promise<string[]> {
  const scans: string[] = [];
  for (const { sql, binds } of seen) {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...binds)
      .all<{ detail: string }>();
    for (const { detail } of results)
      // `SCAN CONSTANT ROW` is a SELECT without a table (an expression), not a scan of one.
      if (/^SCAN (?!json_each|CONSTANT ROW)/.test(detail))
        scans.push(`${detail}  ←  ${sql.replace(/\s+/g, ' ').slice(0, 100)}`);
  }
  return scans;
}
