import { Migration20261122000000_catalogue } from './Migration20261122000000_catalogue.ts';
import { Migration20261122010000_support } from './Migration20261122010000_support.ts';
import { Migration20261122020000_legacy_codes } from './Migration20261122020000_legacy_codes.ts';
import { Migration20261122030000_navigation } from './Migration20261122030000_navigation.ts';
import { Migration20261122040000_site_settings } from './Migration20261122040000_site_settings.ts';
import { Migration20261122050000_accounts } from './Migration20261122050000_accounts.ts';
import { Migration20261122060000_account_profile } from './Migration20261122060000_account_profile.ts';
import { Migration20261122070000_mail } from './Migration20261122070000_mail.ts';
import { Migration20261122080000_social_identity } from './Migration20261122080000_social_identity.ts';
import { Migration20261122090000_notices_terms } from './Migration20261122090000_notices_terms.ts';
import { Migration20261122100000_wallet } from './Migration20261122100000_wallet.ts';
import { Migration20261122110000_search } from './Migration20261122110000_search.ts';
import { Migration20261122120000_coupon_campaigns } from './Migration20261122120000_coupon_campaigns.ts';
import { Migration20261122130000_purchase } from './Migration20261122130000_purchase.ts';
import { Migration20261122150000_reading } from './Migration20261122150000_reading.ts';
import { Migration20261122160000_favorites } from './Migration20261122160000_favorites.ts';
import { Migration20261122170000_content_blocks } from './Migration20261122170000_content_blocks.ts';
import { Migration20261122180000_rankings } from './Migration20261122180000_rankings.ts';
import { Migration20261122220000_reader_settings } from './Migration20261122220000_reader_settings.ts';
import { Migration20261122240000_search_short_keywords } from './Migration20261122240000_search_short_keywords.ts';
import { Migration20261124000000_reviews } from './Migration20261124000000_reviews.ts';
import { Migration20261124010000_review_reports } from './Migration20261124010000_review_reports.ts';

/** Every migration, in order. Bundled into the server and the scripts (no file discovery). */
export const migrationsList = [
  { name: 'Migration20261122000000_catalogue', class: Migration20261122000000_catalogue },
  { name: 'Migration20261122010000_support', class: Migration20261122010000_support },
  { name: 'Migration20261122020000_legacy_codes', class: Migration20261122020000_legacy_codes },
  { name: 'Migration20261122030000_navigation', class: Migration20261122030000_navigation },
  { name: 'Migration20261122040000_site_settings', class: Migration20261122040000_site_settings },
  { name: 'Migration20261122050000_accounts', class: Migration20261122050000_accounts },
  { name: 'Migration20261122060000_account_profile', class: Migration20261122060000_account_profile },
  { name: 'Migration20261122070000_mail', class: Migration20261122070000_mail },
  { name: 'Migration20261122080000_social_identity', class: Migration20261122080000_social_identity },
  { name: 'Migration20261122090000_notices_terms', class: Migration20261122090000_notices_terms },
  { name: 'Migration20261122100000_wallet', class: Migration20261122100000_wallet },
  { name: 'Migration20261122110000_search', class: Migration20261122110000_search },
  { name: 'Migration20261122120000_coupon_campaigns', class: Migration20261122120000_coupon_campaigns },
  { name: 'Migration20261122130000_purchase', class: Migration20261122130000_purchase },
  { name: 'Migration20261122150000_reading', class: Migration20261122150000_reading },
  { name: 'Migration20261122160000_favorites', class: Migration20261122160000_favorites },
  { name: 'Migration20261122170000_content_blocks', class: Migration20261122170000_content_blocks },
  { name: 'Migration20261122180000_rankings', class: Migration20261122180000_rankings },
  { name: 'Migration20261122220000_reader_settings', class: Migration20261122220000_reader_settings },
  { name: 'Migration20261122240000_search_short_keywords', class: Migration20261122240000_search_short_keywords },
  { name: 'Migration20261124000000_reviews', class: Migration20261124000000_reviews },
  { name: 'Migration20261124010000_review_reports', class: Migration20261124010000_review_reports },
];
