/**
 * Native bulk inserts: every column travels as one PostgreSQL array literal and comes back as rows through
 * `unnest`, so a batch of any size is one statement with one parameter per column. Several tables can go
 * in one statement (data-modifying CTEs), which keeps one round trip per batch.
 */
import type pg from 'pg';

/** timestamptz values are epoch milliseconds; text[] values are string arrays. */
export type ColumnType = 'int4' | 'int2' | 'bool' | 'text' | 'timestamptz' | 'text[]';
export type Column<T> = { name: string; type: ColumnType; value: (row: T) => unknown };
export type TableRows<T> = { table: string; columns: readonly Column<T>[]; rows: readonly T[] };

/** Separates the elements of a text[] value inside one text element (never part of a tag). */
const LIST_SEPARATOR = '\u001f';

const quoteText = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The array literal for one column, e.g. {1,2,NULL} or {"a","b"}. */
export function arrayLiteral<T>(rows: readonly T[], column: Column<T>): string {
  const parts: string[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const value = column.value(rows[i]!);
    if (value == null) parts[i] = 'NULL';
    else if (column.type === 'text') parts[i] = quoteText(value as string);
    else if (column.type === 'text[]') parts[i] = quoteText((value as string[]).join(LIST_SEPARATOR));
    else if (column.type === 'bool') parts[i] = value ? 't' : 'f';
    else parts[i] = String(value);
  }
  return `{${parts.join(',')}}`;
}

const ARRAY_TYPES: Record<ColumnType, string> = {
  int4: 'int4[]', int2: 'int2[]', bool: 'bool[]', text: 'text[]', timestamptz: 'float8[]', 'text[]': 'text[]',
};

function selectExpression(column: Column<never>): string {
  const ref = `u.${quoteIdent(column.name)}`;
  if (column.type === 'timestamptz') return `to_timestamp(${ref} / 1000.0)`;
  if (column.type === 'text[]') return `coalesce(string_to_array(${ref}, E'\\x1f'), '{}')`;
  return ref;
}

/** `INSERT INTO t (...) SELECT ... FROM unnest($n::int4[], ...) AS u(...)`, numbering parameters from `values.length + 1`. */
function insertStatement<T>(part: TableRows<T>, values: string[]): string {
  const names = part.columns.map((c) => quoteIdent(c.name)).join(', ');
  const arrays = part.columns.map((column) => {
    values.push(arrayLiteral(part.rows, column));
    return `$${values.length}::${ARRAY_TYPES[column.type]}`;
  });
  const select = part.columns.map((c) => selectExpression(c as Column<never>)).join(', ');
  return `INSERT INTO ${quoteIdent(part.table)} (${names}) SELECT ${select} FROM unnest(${arrays.join(', ')}) AS u(${names})`;
}

/** One statement inserting every non-empty part (foreign keys are checked at the end of the statement). */
export function buildInsert(parts: readonly TableRows<any>[]): pg.QueryConfig<string[]> | null {
  const values: string[] = [];
  const statements = parts.filter((p) => p.rows.length > 0).map((part) => insertStatement(part, values));
  if (statements.length === 0) return null;
  const last = statements.pop()!;
  const ctes = statements.map((statement, i) => `i${i} AS (${statement})`);
  return { text: ctes.length ? `WITH ${ctes.join(', ')} ${last}` : last, values };
}

export async function insertRows(client: pg.ClientBase, parts: readonly TableRows<any>[]): Promise<void> {
  const query = buildInsert(parts);
  if (query) await client.query(query);
}

const CATALOGUE_FILTER = `= ANY($1::text[]::regclass[])`;

/**
 * Drops the foreign keys, unique constraints and secondary indexes of `tables` (not primary keys, nor
 * unique constraints other tables' foreign keys rely on) and returns the statements that recreate them,
 * unique constraints and indexes first. Building them once after a big load is far cheaper than
 * maintaining them row by row.
 */
export async function dropSecondaryStructures(client: pg.ClientBase, tables: readonly string[]): Promise<string[]> {
  const { rows: constraints } = await client.query<{ tbl: string; name: string; type: string; def: string }>(
    `SELECT c.conrelid::regclass::text AS tbl, c.conname AS name, c.contype AS type, pg_get_constraintdef(c.oid) AS def
       FROM pg_constraint c
      WHERE c.conrelid ${CATALOGUE_FILTER} AND c.contype IN ('f', 'u')
        AND NOT (c.contype = 'u' AND EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = c.conindid))
      ORDER BY c.contype, c.conname`,
    [tables],
  );
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i
      WHERE i.indrelid ${CATALOGUE_FILTER}
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.conrelid = i.indrelid AND c.contype IN ('p', 'u', 'x'))
      ORDER BY 1`,
    [tables],
  );
  // Foreign keys go first (they depend on nothing we drop), then unique constraints and indexes.
  for (const c of constraints) await client.query(`ALTER TABLE ${c.tbl} DROP CONSTRAINT ${quoteIdent(c.name)}`);
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
  const add = (c: { tbl: string; name: string; def: string }) => `ALTER TABLE ${c.tbl} ADD CONSTRAINT ${quoteIdent(c.name)} ${c.def}`;
  return [
    ...constraints.filter((c) => c.type === 'u').map(add),
    ...indexes.map((index) => index.def),
    ...constraints.filter((c) => c.type === 'f').map(add),
  ];
}
