import type { MikroORM } from '@mikro-orm/postgresql';
import type { ContactInput } from './contact-schema.ts';
import { ContactInquiry } from './entities/contact-inquiry.ts';

/** Support desk: inquiries from the /contact/ form. */
export function createSupportService(orm: MikroORM) {
  return {
    /** Stores a validated inquiry as 'new'; returns its id. */
    async submitInquiry(input: ContactInput, userAgent: string): Promise<number> {
      const em = orm.em.fork();
      const inquiry = em.create(ContactInquiry, {
        category: input.category,
        name: input.name,
        email: input.email,
        titleCode: input.titleCode ?? null,
        message: input.message,
        userAgent: userAgent.slice(0, 512),
        createdAt: new Date(),
        status: 'new',
      });
      await em.flush();
      return inquiry.id;
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
