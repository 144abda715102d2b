export { AffiliateMember } from './affiliate-member.ts';
export { AffiliateReferral } from './affiliate-referral.ts';
export { PayoutRequest } from './payout-request.ts';
export { PayoutHistory } from './payout-history.ts';
export { DotmoneyLink } from './dotmoney-link.ts';
export { PayoutExportBatch } from './payout-export-batch.ts';

import { AffiliateMember } from './affiliate-member.ts';
import { AffiliateReferral } from './affiliate-referral.ts';
import { PayoutRequest } from './payout-request.ts';
import { PayoutHistory } from './payout-history.ts';
import { DotmoneyLink } from './dotmoney-link.ts';
import { PayoutExportBatch } from './payout-export-batch.ts';

export const affiliateEntities = [AffiliateMember, AffiliateReferral, PayoutRequest, PayoutHistory, DotmoneyLink, PayoutExportBatch];
