/** Stamp cards (issue 16 item 5, decision 048). */
export { createStampCardAdmin, stampCardConfigProblems, type StampCardAdmin, type StampCardInput } from './stamp-card-admin.ts';
export { StampCardError, type StampCardErrorCode, type StampCardConfigProblems } from './stamp-card-errors.ts';
export { stampCardErrorMapping } from './stamp-card-error-mapping.ts';
export { stampCardCampaignJson, stampCardRouter } from './stamp-card-router.ts';
export { createStampCardService, type RunningStampCard, type StampCardCompletion, type StampCardItem, type StampCardService, type StampCardView } from './stamp-card-service.ts';
export { createStampCardEditing, type StampCardEditing, type StampCardRecord } from './stamp-card-editing.ts';
export { stampCardProblemMessages } from './stamp-card-error-mapping.ts';
export { startedStampCardUses } from './stamp-card-image-uses.ts';
