import type { TriggerDef } from '@mikro-orm/core';

/**
 * The ledger is append-only: UPDATE and DELETE fail, whoever runs them. The migration also refuses
 * TRUNCATE with a statement trigger, which MikroORM does not introspect and so is not declared here.
 */
export const ledgerImmutable = (table: string): TriggerDef[] => [
  {
    name: `${table}_immutable`,
    timing: 'before',
    events: ['update', 'delete'],
    forEach: 'row',
    body: `raise exception 'wallet ledger rows are immutable (% on %)', tg_op, tg_table_name using errcode = 'P0001';`,
  },
];
