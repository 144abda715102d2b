import { defineEntity, p } from '@mikro-orm/core';

/** Staff-written alt text of one manga page, read by the viewer (decision 053); a page without one gets a generic alt. */
export const PageAltTextSchema = defineEntity({
  name: 'PageAltText',
  tableName: 'page_alt_text',
  properties: {
    storyId: p.integer().primary(),
    page: p.smallint().primary(),
    alt: p.string().length(300),
  },
});

export class PageAltText extends PageAltTextSchema.class {}
PageAltTextSchema.setClass(PageAltText);
