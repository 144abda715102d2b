import { defineEntity, p } from '@mikro-orm/core';
import { Title } from '#modules/catalogue/index.ts';
import { User } from '#modules/accounts/index.ts';

/**
 * A member's 待てば¥0 ticket for one title. No row means the first ticket is still there; after use
 * tickets is 0 until recoversAt, when the next consume books the recovery (+1) before spending it.
 */
export const WalletTitleTicketSchema = defineEntity({
  name: 'WalletTitleTicket',
  tableName: 'wallet_title_ticket',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('restrict'),
    title: () => p.manyToOne(Title).primary().deleteRule('restrict'),
    tickets: p.smallint().check('tickets >= 0'),
    recoversAt: p.datetime().nullable(),
  },
});

export class WalletTitleTicket extends WalletTitleTicketSchema.class {}
WalletTitleTicketSchema.setClass(WalletTitleTicket);
