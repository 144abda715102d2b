import { defineEntity, p } from '@mikro-orm/core';
import type { ContactCategory } from '../contact-fields.ts';

export const ContactInquirySchema = defineEntity({
  name: 'ContactInquiry',
  tableName: 'contact_inquiry',
  indexes: [{ name: 'contact_inquiry_status_created_idx', properties: ['status', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    category: p.string().length(16).$type<ContactCategory>().check("category in ('account', 'payment', 'reading', 'bug', 'other')"),
    name: p.string().length(50),
    email: p.string().length(254),
    /** The title the inquiry is about, when there is one. */
    titleCode: p.string().length(16).nullable(),
    message: p.text(),
    /** The sender's browser, cut to 512 characters, to reproduce display problems. */
    userAgent: p.string().length(512),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Staff workflow; every inquiry starts as 'new'. */
    status: p.string().length(16).default('new'),
  },
});

export class ContactInquiry extends ContactInquirySchema.class {}
ContactInquirySchema.setClass(ContactInquiry);
