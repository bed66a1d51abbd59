/** A SQL literal for a seed value: numbers as they are, text quoted, null as NULL. */
export function sqlValue(value: string | number | boolean | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return value.includes("'") ? `'${value.replace(/'/g, "''")}'` : `'${value}'`;
}

/** One INSERT statement for a row. */
export function insert(
  table: string,
  row: Record<string, string | number | boolean | null>,
): string {
  const columns = Object.keys(row);
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => sqlValue(row[column])).join(', ')});`;
}

export type SqlRow = readonly (string | number | boolean | null)[];

/** Rows per multi-row INSERT, and its size cap in UTF-8 bytes (D1 takes statements up to 100 KB). */
export const ROWS_PER_INSERT = 200;
export const BYTES_PER_INSERT = 60_000;

function utf8Length(text: string): number {
  let bytes = text.length;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    // Two bytes up to U+07FF, three above; a surrogate pair is four bytes for two units.
    if (code >= 0x80) bytes += code >= 0x800 && (code < 0xd800 || code > 0xdfff) ? 2 : 1;
  }
  return bytes;
}

/**
 * Multi-row INSERT statements for rows given as value lists in `columns` order: at most
 * ROWS_PER_INSERT rows and BYTES_PER_INSERT bytes each.
 */
export function insertMany(
  table: string,
  columns: readonly string[],
  rows: Iterable<SqlRow>,
): string[] {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
  const statements: string[] = [];
  let tuples: string[] = [];
  let bytes = head.length;
  const flush = () => {
    if (tuples.length) statements.push(`${head}${tuples.join(', ')};`);
    tuples = [];
    bytes = head.length;
  };
  for (const row of rows) {
    if (row.length !== columns.length)
      throw new Error(`${table}: ${row.length} values for ${columns.length} columns`);
    const tuple = `(${row.map(sqlValue).join(', ')})`;
    const size = utf8Length(tuple) + 2;
    if (tuples.length >= ROWS_PER_INSERT || (tuples.length && bytes + size > BYTES_PER_INSERT))
      flush();
    tuples.push(tuple);
    bytes += size;
  }
  flush();
  return statements;
}
