import { applyD1Migrations, env } from 'cloudflare:test';
import { inject } from 'vitest';

/**
 * Every workerd test file starts from the same storage: the migrations, the seeded catalogue,
 * and nothing else (no account, bag, order, mail or cached layout of an earlier file).
 *
 * The files of one vitest worker share one workerd runtime (`isolate: false` in
 * test/vitest.config.ts): starting a runtime and loading the worker's modules cost far more per
 * file than the tests. So the storage is reset here instead, at the start of each file:
 * - the first file of a runtime migrates and seeds, and keeps a copy of every seeded table;
 * - every later file compares the seeded tables with their copies (in SQL, `EXCEPT`). When a
 *   seeded row was changed or deleted, everything is seeded again (about a second); otherwise
 *   the rows files added are deleted and the other tables emptied (milliseconds);
 * - both KV namespaces are emptied.
 * No trigger watches the tables: D1 counts a trigger's writes in `meta.changes`, which the
 * store's compare-and-set writes read. The copies start with `d1_`, like D1's own tables, so
 * tests listing the app's tables skip them.
 */

const setUp = globalThis as { storageSeeded?: boolean; storageTables?: Table[] };

interface Table {
  name: string;
  /** A table WITHOUT ROWID: its primary key's columns, which name a row instead. */
  keys: string[] | null;
}

export async function resetStorage(): Promise<void> {
  const statements = inject('seedStatements');
  if (!setUp.storageSeeded) {
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    const tables = (setUp.storageTables = await appTables());
    await seedAgain(tables, statements);
    const seeded = seededTables(tables, statements);
    await env.DB.batch(seeded.flatMap(keepCopy));
    setUp.storageSeeded = true;
  } else {
    const tables = setUp.storageTables!;
    const seeded = seededTables(tables, statements);
    const changed = await anyChanged(seeded);
    if (changed) await seedAgain(tables, statements);
    else await deleteAdded(tables, seeded);
  }
  await Promise.all([emptyKv(env.LAYOUT_CACHE), emptyKv(env.AUTH_KV)]);
}

/** Empties every table and runs the seed, in one transaction. */
async function seedAgain(tables: Table[], statements: string[]): Promise<void> {
  await env.DB.batch([
    // Foreign keys are checked at the transaction's end, so no delete waits for another.
    env.DB.prepare('PRAGMA defer_foreign_keys = ON'),
    ...tables.map((table) => env.DB.prepare(`DELETE FROM "${table.name}"`)),
    ...statements.map((sql) => env.DB.prepare(sql)),
  ]);
}

/** Deletes what earlier files added: the rows of unseeded tables and new rows of seeded ones. */
async function deleteAdded(tables: Table[], seeded: Table[]): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = ON'),
    ...tables.map((table) =>
      env.DB.prepare(
        seeded.includes(table)
          ? `DELETE FROM "${table.name}" WHERE (${rowKey(table)}) NOT IN (SELECT ${copyKey(table)} FROM ${copyOf(table)})`
          : `DELETE FROM "${table.name}"`,
      ),
    ),
  ]);
}

/** Whether a seeded row was changed or deleted since the copy was taken. */
async function anyChanged(seeded: Table[]): Promise<boolean> {
  const results = await env.DB.batch<{ changed: number }>(
    seeded.map((table) =>
      env.DB.prepare(
        `SELECT EXISTS (SELECT * FROM ${copyOf(table)} EXCEPT SELECT ${rowKey(table, true)} FROM "${table.name}") AS changed`,
      ),
    ),
  );
  return results.some((result) => result.results[0]?.changed === 1);
}

const copyOf = (table: Table) => `d1_test_seed_${table.name}`;
/** What names a row: its rowid, or its primary key (`all`: followed by every column). */
const rowKey = (table: Table, all = false) =>
  (table.keys ? (all ? ['*'] : table.keys) : all ? ['rowid AS d1_rowid', '*'] : ['rowid']).join(
    ', ',
  );
const copyKey = (table: Table) => (table.keys ? table.keys.join(', ') : 'd1_rowid');

function keepCopy(table: Table): D1PreparedStatement[] {
  return [
    env.DB.prepare(`DROP TABLE IF EXISTS ${copyOf(table)}`),
    env.DB.prepare(
      `CREATE TABLE ${copyOf(table)} AS SELECT ${rowKey(table, true)} FROM "${table.name}"`,
    ),
    // Keyed like the table, so finding a file's new rows is an index search.
    env.DB.prepare(`CREATE INDEX ${copyOf(table)}_key ON ${copyOf(table)} (${copyKey(table)})`),
  ];
}

/** The tables the seed puts rows in, read from its statements. */
function seededTables(tables: Table[], statements: string[]): Table[] {
  const names = new Set<string>();
  for (const sql of statements) {
    const table = /^\s*INSERT(?:\s+OR\s+\w+)?\s+INTO\s+"?(\w+)/i.exec(sql);
    if (table) names.add(table[1]);
  }
  return tables.filter((table) => names.has(table.name));
}

/**
 * The app's tables, newest first: a table is created after those it refers to, so its rows go
 * before theirs and no delete has to look for children. A full-text table's shadow tables are
 * emptied through it.
 */
async function appTables(): Promise<Table[]> {
  const { results } = await env.DB.prepare(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
  ).all<{ name: string; sql: string }>();
  const virtual = results
    .filter((row) => /^CREATE VIRTUAL TABLE/i.test(row.sql))
    .map((row) => row.name);
  const shadow = (name: string) =>
    virtual.some((owner) => new RegExp(`^${owner}_(data|idx|content|docsize|config)$`).test(name));
  const tables = await Promise.all(
    results
      .filter((row) => !shadow(row.name))
      .map(async (row) => ({
        name: row.name,
        keys: /WITHOUT\s+ROWID\s*$/i.test(row.sql.trim()) ? await primaryKey(row.name) : null,
      })),
  );
  return tables.reverse();
}

async function primaryKey(table: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    'SELECT name FROM pragma_table_info(?1) WHERE pk > 0 ORDER BY pk',
  )
    .bind(table)
    .all<{ name: string }>();
  return results.map((row) => `"${row.name}"`);
}

async function emptyKv(kv: KVNamespace): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor });
    await Promise.all(page.keys.map((key) => kv.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}
