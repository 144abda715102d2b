import { Hono } from 'hono';
import { contactRouter, type ContactRouterDeps } from './contact-router.ts';
import { ContactInquiry } from './entities/contact-inquiry.ts';
import { sampleRouter } from './sample-router.ts';

export { ContactInquiry } from './entities/contact-inquiry.ts';
export { CONTACT_CATEGORIES, CONTACT_CATEGORY_LABELS, CONTACT_FIELD_MESSAGES, CONTACT_FIELDS, CONTACT_LIMITS, type ContactCategory, type ContactField } from './contact-fields.ts';
export { contactInput, type ContactInput } from './contact-schema.ts';
export { contactRouter, inquiryNumber, contactBodyLimit, CONTACT_BODY_LIMIT_BYTES, CONTACT_THANKS, type ContactRouterDeps } from './contact-router.ts';
export { sampleRouter, SAMPLE_SLOW_PATH } from './sample-router.ts';
export { createSupportService, type SupportService } from './support-service.ts';

export const supportEntities = [ContactInquiry];

/** Every support route: the contact form API and the developer sample endpoints (while `samplesEnabled()`). */
export function supportRouter(deps: ContactRouterDeps, samplesEnabled?: () => boolean) {
  const router = new Hono({ strict: true })
    .route('/', contactRouter(deps))
    .route('/', sampleRouter(samplesEnabled));
  return router;
}
