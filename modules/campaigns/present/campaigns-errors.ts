import { DomainError } from '#platform/errors/domain-error.ts';

/** Why a present campaign refused (decision 030); ENTRY_MESSAGES words each for members. */
export type CampaignsErrorCode = 'campaign-not-found' | 'not-present' | 'outside-window' | 'ineligible' | 'already-entered' | 'already-entered-course' | 'invalid-course' | 'draw-not-ready' | 'seed-mismatch' | 'seed-too-late' | 'already-drawn' | 'slug-taken' | 'unknown-titles' | 'coupon-invalid';

export class CampaignsError extends DomainError<CampaignsErrorCode, { needed?: number; read?: number; problems?: { path: string; message: string }[] }> {}

export const ENTRY_MESSAGES: Record<CampaignsErrorCode, string> = {
  'campaign-not-found': 'キャンペーンが見つかりません。',
  'not-present': 'このキャンペーンは応募を受け付けていません。',
  'outside-window': '応募期間外のため応募できません。',
  ineligible: '応募条件を満たしていません。',
  'already-entered': 'このキャンペーンにはすでに応募済みです。応募は1人1回までです。',
  'already-entered-course': 'このコースにはすでに応募済みです。応募は1コースにつき1人1回までです。',
  'invalid-course': '応募コースを選んでください。',
  'draw-not-ready': '応募期間が終わるまで抽選はできません。',
  'seed-mismatch': '抽選のシードが公開済みのハッシュ値と一致しません。',
  'seed-too-late': '応募期間が終わったあとでは抽選のハッシュ値を公開できません。',
  'already-drawn': 'このキャンペーンの抽選はすでに行われています。抽選は1回だけです。',
  'slug-taken': 'このアドレス（種類とスラッグ）はほかのキャンペーンが使っています。',
  'unknown-titles': '見つからない作品コードがあります。',
  'coupon-invalid': 'クーポンの設定に問題があります。内容を確認してください。',
};

/** The member's message for a refusal, with the eligibility numbers when there are some. */
export function entryMessage(error: CampaignsError): string {
  if (error.code === 'ineligible' && error.details?.needed !== undefined) {
    return `応募条件を満たしていません。期間中に対象作品を${error.details.needed}作品以上読んでください（現在${error.details.read ?? 0}作品）。`;
  }
  return ENTRY_MESSAGES[error.code];
}
