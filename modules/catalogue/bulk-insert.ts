/**
 * Native bulk inserts: every column travels as one binary-encoded PostgreSQL array parameter and comes
 * back as rows through `unnest`, so a batch of any size is one statement with one parameter per column
 * (binary arrays spare the server parsing millions of text elements). Several tables can go in one
 * statement (data-modifying CTEs), which keeps one round trip per batch.
 */
import type pg from 'pg';

/** timestamptz values are epoch milliseconds; text[] values are string arrays. */
export type ColumnType = 'int4' | 'int2' | 'bool' | 'text' | 'timestamptz' | 'text[]';
export type Column<T> = { name: string; type: ColumnType; value: (row: T) => unknown };
export type TableRows<T> = { table: string; columns: readonly Column<T>[]; rows: readonly T[] };

/** Separates the elements of a text[] value inside one text element (never part of a tag). */
const LIST_SEPARATOR = '\u001f';
const ELEMENT_OIDS: Record<ColumnType, number> = { int4: 23, int2: 21, bool: 16, text: 25, timestamptz: 1184, 'text[]': 25 };
const ELEMENT_SIZES: Partial<Record<ColumnType, number>> = { int4: 4, int2: 2, bool: 1, timestamptz: 8 };
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const TWO_32 = 2 ** 32;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** One column as a one-dimensional array in PostgreSQL's binary format (what array_recv reads); node-postgres sends Buffers as binary. */
export function encodeArray<T>(rows: readonly T[], column: Column<T>): Buffer {
  const { type } = column;
  const values: unknown[] = [];
  const textLengths: number[] = [];
  const fixed = ELEMENT_SIZES[type];
  let size = rows.length > 0 ? 20 : 12;
  let hasNull = 0;
  for (let i = 0; i < rows.length; i++) {
    let value = column.value(rows[i]!);
    if (value == null) {
      hasNull = 1;
      size += 4;
    } else if (fixed === undefined) {
      if (type === 'text[]') value = (value as string[]).join(LIST_SEPARATOR);
      const length = Buffer.byteLength(value as string);
      textLengths[i] = length;
      size += 4 + length;
    } else {
      size += 4 + fixed;
    }
    values.push(value);
  }
  const buffer = Buffer.allocUnsafe(size);
  buffer.writeInt32BE(rows.length > 0 ? 1 : 0, 0);
  buffer.writeInt32BE(hasNull, 4);
  buffer.writeInt32BE(ELEMENT_OIDS[type], 8);
  let offset = 12;
  if (rows.length > 0) {
    buffer.writeInt32BE(rows.length, 12);
    buffer.writeInt32BE(1, 16);
    offset = 20;
  }
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value == null) {
      offset = buffer.writeInt32BE(-1, offset);
    } else if (fixed === undefined) {
      offset = buffer.writeInt32BE(textLengths[i]!, offset);
      offset += buffer.write(value as string, offset, 'utf8');
    } else {
      offset = buffer.writeInt32BE(fixed, offset);
      if (type === 'int4') offset = buffer.writeInt32BE(value as number, offset);
      else if (type === 'int2') offset = buffer.writeInt16BE(value as number, offset);
      else if (type === 'bool') offset = buffer.writeUInt8(value ? 1 : 0, offset);
      else {
        // timestamptz: microseconds since 2000-01-01 as a signed 64-bit integer.
        const micros = ((value as number) - PG_EPOCH_MS) * 1000;
        const high = Math.floor(micros / TWO_32);
        offset = buffer.writeInt32BE(high, offset);
        offset = buffer.writeUInt32BE(micros - high * TWO_32, offset);
      }
    }
  }
  return buffer;
}

function selectExpression(column: Column<never>): string {
  const ref = `u.${quoteIdent(column.name)}`;
  return column.type === 'text[]' ? `coalesce(string_to_array(${ref}, E'\\x1f'), '{}')` : ref;
}

/** `INSERT INTO t (...) SELECT ... FROM unnest($n::int4[], ...) AS u(...)`, numbering parameters from `values.length + 1`. */
function insertStatement<T>(part: TableRows<T>, values: Buffer[]): string {
  const names = part.columns.map((c) => quoteIdent(c.name)).join(', ');
  const arrays = part.columns.map((column) => {
    values.push(encodeArray(part.rows, column));
    return `$${values.length}::${column.type === 'text[]' ? 'text' : column.type}[]`;
  });
  const select = part.columns.map((c) => selectExpression(c as Column<never>)).join(', ');
  return `INSERT INTO ${quoteIdent(part.table)} (${names}) SELECT ${select} FROM unnest(${arrays.join(', ')}) AS u(${names})`;
}

/** One statement inserting every non-empty part (foreign keys are checked at the end of the statement). */
export function buildInsert(parts: readonly TableRows<any>[]): pg.QueryConfig<Buffer[]> | null {
  const values: Buffer[] = [];
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
