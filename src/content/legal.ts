/** 特定商取引法に基づく表記. 株式会社読み場 and its details are fictional placeholders. */
import { packBonusCoins, PREMIUM_PLAN, type CoinPack } from '#modules/wallet/client.ts';
import { yenTaxIncluded } from '../components/tax.ts';

export type LegalLine = string | { before?: string; link: { href: string; text: string }; after?: string };
export type LegalRow = { label: string; lines: LegalLine[]; list?: string[] };

/** The table, with the coin packs on sale now (data, decision 067). */
export const legalRows = (packs: readonly CoinPack[]): LegalRow[] => [
  { label: '販売事業者', lines: ['株式会社読み場'] },
  { label: '運営責任者', lines: ['読場 一郎（代表取締役）'] },
  { label: '所在地', lines: ['〒150-0002', '東京都渋谷区渋谷二丁目24番12号 読み場ビル8階', '※架空の会社・住所です。'] },
  {
    label: '連絡先',
    lines: [
      { link: { href: '/contact/', text: 'お問い合わせフォーム' }, after: 'からご連絡ください。' },
      '電話番号：03-0000-0000（受付時間 平日10:00〜18:00）',
      '※電話番号はご請求があった場合に遅滞なく開示いたします。お問い合わせはフォームが確実です。',
    ],
  },
  {
    label: '販売価格',
    lines: [
      'コイン：1コイン＝1円（税込）',
      '各作品の価格は、作品ページおよび購入確認画面に表示するコイン数のとおりです。',
    ],
    // The packs and the plan /point/ sells, at the prices it charges (tax included).
    list: [
      ...packs.map((pack) => {
        const bonus = packBonusCoins(pack);
        return `${pack.coins.toLocaleString('ja-JP')}コイン：${yenTaxIncluded(pack.priceYen)}${bonus > 0 ? `（ボーナス${bonus.toLocaleString('ja-JP')}コイン付き）` : ''}`;
      }),
      `${PREMIUM_PLAN.name}：月額${yenTaxIncluded(PREMIUM_PLAN.priceYen)}`,
    ],
  },
  { label: '商品代金以外の必要料金', lines: ['インターネット接続料金、通信料金はお客様のご負担となります。'] },
  {
    label: '支払方法',
    lines: ['クレジットカード（VISA、Mastercard、JCB、American Express、Diners Club）', 'キャリア決済（ドコモ払い、auかんたん決済、ソフトバンクまとめて支払い）', 'PayPay、楽天ペイ', 'プリペイドカード（読み場ギフトコード）'],
  },
  { label: '支払時期', lines: ['クレジットカード：各カード会社の締め日・引落日', 'キャリア決済：翌月の携帯電話料金と合算してお支払い', 'PayPay・楽天ペイ：購入時に即時決済'] },
  {
    label: '引渡時期',
    lines: ['コイン：決済完了後、直ちにアカウントに付与されます。', '作品：コインで購入後、直ちに閲覧いただけます。'],
  },
  {
    label: '返品・キャンセル',
    lines: [
      'デジタルコンテンツの性質上、購入後の返品・キャンセル・返金はお受けできません。',
      'ただし、当社の責めに帰すべき事由により作品が閲覧できない場合は、お問い合わせフォームからご連絡ください。調査のうえ、コインの返還等で対応いたします。',
    ],
  },
  { label: '有効期限', lines: ['有償コイン：購入日から180日間', 'ボーナスコイン：付与時に表示する期限まで'] },
  {
    label: '動作環境',
    lines: ['iOS 16以降のSafari、Android 10以降のChrome、最新版のChrome・Edge・Firefox・Safari（PC）', '※上記環境でも、端末の設定や通信状況により正常に表示されない場合があります。'],
  },
];

export const FUND_SETTLEMENT_ROWS: LegalRow[] = [
  { label: '発行者', lines: ['株式会社読み場'] },
  { label: '支払可能金額等', lines: ['上限はありません。ただし未成年の方は1か月あたり10,000円までとします。'] },
  { label: '有効期間', lines: ['有償コインは購入日から180日間です。'] },
  { label: 'お問い合わせ先', lines: [{ link: { href: '/contact/', text: 'お問い合わせフォーム' } }] },
  { label: '使用できる場所', lines: ['本サービス内の作品の購入'] },
  {
    label: '利用上の注意',
    lines: ['コインは払い戻しできません（資金決済に関する法律により払い戻しが必要な場合を除きます）。', 'ご利用は利用規約に従うものとします。'],
  },
];
