import { z } from 'zod';
import { CONTACT_CATEGORIES, CONTACT_FIELD_MESSAGES, CONTACT_LIMITS } from './contact-fields.ts';

/** The /contact/ form as the API accepts it; messages are the Japanese ones the form shows. */
const m = CONTACT_FIELD_MESSAGES;

export const contactInput = z.object({
  category: z.enum(CONTACT_CATEGORIES, { error: m.category }),
  name: z.string({ error: m.nameRequired }).trim().min(1, { error: m.nameRequired }).max(CONTACT_LIMITS.nameMax, { error: m.nameTooLong }),
  email: z.string({ error: m.emailInvalid }).trim().max(CONTACT_LIMITS.emailMax, { error: m.emailInvalid }).pipe(z.email({ error: m.emailInvalid })),
  titleCode: z
    .string({ error: m.titleCode })
    .trim()
    .max(CONTACT_LIMITS.titleCodeMax, { error: m.titleCode })
    .regex(/^[A-Za-z0-9_-]*$/, { error: m.titleCode })
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: z
    .string({ error: m.messageTooShort })
    .trim()
    .min(CONTACT_LIMITS.messageMin, { error: m.messageTooShort })
    .max(CONTACT_LIMITS.messageMax, { error: m.messageTooLong }),
});

export type ContactInput = z.infer<typeof contactInput>;
