import { defineEntity, p } from '@mikro-orm/core';

/**
 * A staff-editable site setting (spec §2 "Modals and panels": the rectangle ad banner and the
 * special member coupon banner can be toggled; §4 "Daily features"). One row per key; the value
 * is validated by the site-settings service, which falls back to defaults when absent or invalid.
 */
export const SiteSettingSchema = defineEntity({
  name: 'SiteSetting',
  tableName: 'site_setting',
  properties: {
    key: p.string().length(64).primary(),
    value: p.json<unknown>(),
  },
});

export class SiteSetting extends SiteSettingSchema.class {}
SiteSettingSchema.setClass(SiteSetting);
