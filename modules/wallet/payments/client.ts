/** Browser-safe purchase types and texts (no ORM imports). */
export * from '../coin-packs.ts';

export type PurchaseStatusView = 'pending' | 'paid' | 'declined' | 'failed' | 'expired';

export type PaymentMethodView = 'card' | 'konbini' | 'carrier';

/** What a pending konbini or carrier payment asks of the member, as the provider said it. */
export type PaymentInstructions =
  | { type: 'konbini'; store: string; paymentCode: string; expiresAt: string; instructionsUrl: string }
  | { type: 'redirect'; carrier: string; url: string; expiresAt: string };

export const KONBINI_NAMES: Record<string, string> = { seven_eleven: 'セブン-イレブン', lawson: 'ローソン', family_mart: 'ファミリーマート', ministop: 'ミニストップ', seicomart: 'セイコーマート' };
export const CARRIER_NAMES: Record<string, string> = { docomo: 'ドコモ払い', au: 'auかんたん決済', softbank: 'ソフトバンクまとめて支払い' };

/** A purchase as the API and the receipt show it; every amount computed by the server. */
export type PurchaseView = {
  id: string;
  status: PurchaseStatusView;
  kind: 'coin' | 'premium';
  product: string;
  productName: string;
  priceYen: number;
  paidCoins: number;
  bonusCoins: number;
  couponCode: string | null;
  couponBonusCoins: number;
  premiumTickets: number;
  cardLast4: string | null;
  paymentMethod: PaymentMethodView;
  /** Only while a konbini or carrier payment waits for the member. */
  instructions: PaymentInstructions | null;
  createdAt: string;
  settledAt: string | null;
};

/** A coupon the member may apply to a coin pack now. */
export type UsableCoupon = { couponCode: string; couponName: string; additionalCoinRate: number; itemPriceWithoutCoupon: number | null; expireDate: string };

export const PURCHASE_PATH = '/payment/api/v1/purchase/';

export const purchaseMessages = {
  paid: 'お支払いが完了しました。',
  declined: 'カードの決済ができませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。',
  pending: 'お支払いの確認に時間がかかっています。確認が取れしだい反映されます。',
  failed: 'お支払いを開始できませんでした。しばらくしてから再度お試しください。',
  unavailable: '現在コインを購入できません。しばらくしてから再度お試しください。',
  couponNotHeld: 'ご利用いただけるクーポンをお持ちではありません。',
  couponInvalid: 'このクーポンはご利用いただけません。',
  couponUsedUp: 'このクーポンはすでにご利用済みです。',
  couponNotForPremium: 'クーポンはコインの購入にのみご利用いただけます。',
  notFound: 'ご購入の記録が見つかりません。',
  tooManyDeclines: 'カードの決済に続けて失敗したため、しばらくの間ご購入いただけません。1時間ほどたってから再度お試しください。',
  requestMismatch: 'この購入はすでに別の内容で受け付けています。ページを再読み込みしてください。',
  product: '購入する商品を選んでください。',
  konbiniPending: 'コンビニでのお支払いをお待ちしています。支払期限までに店頭でお支払いください。お支払いが確認されしだい反映されます。',
  carrierPending: 'キャリアの画面でお支払いを承認してください。承認が確認されしだい反映されます。',
  expired: '支払期限が過ぎたため、このご注文は取り消されました。',
  token: 'お支払い情報を入力してください。',
  tokenInvalid: 'お支払い情報の有効期限が切れました。お手数ですが、もう一度入力してください。',
  cardDataRefused: 'カード情報はこのサイトには送信できません。決済代行会社の入力欄からお支払いください。',
  requestId: '購入の受付番号が正しくありません。',
  couponCode: 'クーポンコードが正しくありません。',
} as const;

/** Japanese product name of a purchase. */
export function productName(product: string, paidCoins: number): string {
  return product === 'premium_monthly' ? '読み場プレミアム（月額）' : `${paidCoins.toLocaleString('ja-JP')}コイン`;
}
