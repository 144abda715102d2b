import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Ids from a sequence, taken `size` at a time: one query per block instead of one per id, so that a hot
 * insert knows its row's id before its statement is sent (decision 076). An id taken and never used is a
 * gap, as a rolled-back nextval() is; ids from two processes interleave.
 */
export function createIdBlocks(orm: MikroORM, sequence: string, size = 64) {
  if (!/^[a-z_][a-z0-9_]*$/.test(sequence)) throw new Error(`not a sequence name: ${sequence}`);
  if (!Number.isInteger(size) || size < 1) throw new Error(`block size must be a positive integer, got ${size}`);
  const ids: number[] = [];
  let refilling: Promise<void> | null = null;
  const refill = async () => {
    const rows = await orm.em.getConnection().execute<{ id: number }[]>(`select nextval('${sequence}')::int as id from generate_series(1, ${size})`);
    ids.push(...rows.map((row) => row.id));
  };
  return {
    async next(): Promise<number> {
      while (ids.length === 0) {
        refilling ??= refill().finally(() => (refilling = null));
        await refilling;
      }
      return ids.shift()!;
    },
  };
}
