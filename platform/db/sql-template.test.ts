import { describe, expect, it } from 'vitest';
import { sql, sqlJoin, SqlStatement, sqlTrusted } from './sql-template.ts';

describe('sql tagged template', () => {
  it('numbers its values $1…$n in order, whatever the text holds', () => {
    const at = new Date('2026-11-25T00:00:00Z');
    const statement = sql`select '?' as q, ${1}::int as a from t where b = ${'x?y'} and c > ${at}`;
    expect(statement.numbered()).toEqual({ text: `select '?' as q, $1::int as a from t where b = $2 and c > $3`, values: [1, 'x?y', at] });
  });

  it('splices nested statements and trusted text in, renumbering their values', () => {
    const column = sqlTrusted('paid_coin');
    const inner = sql`user_id = ${7} and ${column} >= ${3}`;
    const statement = sql`update a set ${column} = ${column} - ${3} where ${inner} returning ${sqlJoin([sql`x = ${1}`, sql`y = ${2}`], ', ')}`;
    expect(statement.numbered()).toEqual({ text: 'update a set paid_coin = paid_coin - $1 where user_id = $2 and paid_coin >= $3 returning x = $4, y = $5', values: [3, 7, 3, 1, 2] });
  });

  it('inlines values with the given quoting (for a statement that rides with BEGIN or COMMIT)', () => {
    const quote = (value: unknown) => (typeof value === 'string' ? `'${value.replaceAll("'", "''")}'` : String(value));
    expect(sql`select ${"it's"}, ${2}, '?'`.inlined(quote)).toBe(`select 'it''s', 2, '?'`);
  });

  it('refuses pieces and values that do not interleave; joins nothing to empty text', () => {
    expect(() => new SqlStatement(['a'], [1])).toThrow();
    expect(sqlJoin([], ', ').numbered()).toEqual({ text: '', values: [] });
  });
});
