import { Migration } from '@mikro-orm/migrations';

type Section = { title: string; content: string; link: string; textAlign: string };

/** Quotes a value as an SQL string literal (standard_conforming_strings is on: only ' needs doubling). */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

const section = (title: string, content: string, link: string): Section => ({ title, content, link, textAlign: 'start' });

/** Version 1 of the terms of use: a summary of /terms/ (src/content/terms.ts, revised 2026-11-01). */
const TERMS_V1: Section[] = [
  section('', '読み場の利用規約を2026年11月1日付で改定しました。主な内容は次のとおりです。全文は各項目のリンクからご確認いただけます。', ''),
  section('会員登録とアカウント', '一部の機能（コインの購入、チケット・ポイントの利用、本棚、レビューの投稿など）は会員の方のみご利用いただけます。ログイン情報はご自身で管理し、第三者に利用させないでください。', '/terms/#article-3'),
  section('未成年の方のご利用', '未成年の方がコインを購入する場合は、親権者など法定代理人の同意が必要です。成人向け作品は18歳未満の方はご利用いただけません。', '/terms/#article-5'),
  section('コイン・ポイント・チケット', '有償コインの有効期限は購入日から180日間で、ボーナスコインから優先して消費されます。コインとポイントは換金・譲渡できません。チケットで読んだ話は原則72時間再読できます。', '/terms/#article-6'),
  section('コンテンツの利用と禁止事項', '作品は私的な閲覧の目的でのみご利用いただけます。スクリーンショットなどの複製物のアップロード、複数アカウントによる特典の不正取得などは禁止です。', '/terms/#article-10'),
  section('退会・利用停止', '退会すると、保有するコイン、ポイント、チケット、クーポン、購入済み作品を閲覧する権利はすべて失われます。規約違反があった場合は利用を停止することがあります。', '/terms/#article-12'),
  section('規約の変更', '規約を変更する場合は、効力発生日の相当期間前までに本サービス上でお知らせし、改めて同意をお願いすることがあります。', '/terms/#article-17'),
];

/** Version 1 of the privacy policy: a summary of /privacy/ (src/content/privacy.ts). */
const PRIVACY_V1: Section[] = [
  section('', 'プライバシーポリシーを2026年11月1日付で改定しました。個人情報の取り扱いの主な内容は次のとおりです。', ''),
  section('取得する情報', 'ご登録いただくメールアドレスやニックネーム、外部サービス連携で提供される情報、決済に関する情報、閲覧履歴、端末情報、お問い合わせ内容を取得します。クレジットカード番号は当社では保持しません。', '/privacy/#collect'),
  section('利用目的', 'サービスの提供と本人確認、コインの販売と残高管理、おすすめ作品のご案内、キャンペーンのお知らせ、お問い合わせへの対応、不正利用の防止、サービスの改善に利用します。', '/privacy/#purpose'),
  section('第三者提供と業務の委託', '法令に基づく場合などを除き、同意なく第三者に提供しません。決済やメール配信などを委託する場合は、委託先を適切に監督します。', '/privacy/#third-party'),
  section('Cookie・広告識別子', 'ログイン状態の維持、閲覧位置の記憶、アクセス解析、広告の効果測定のためにCookieなどを使用します。', '/privacy/#cookie'),
  section('開示・訂正・利用停止のご請求', 'ご自身の個人情報の開示、訂正、削除、利用停止などを請求できます。手続きは「個人情報の取り扱いについて」をご覧ください。', '/personal_information/'),
];

type Notice = { category: string; title: string; body: string; publishedAt: string };

/** The site's launch notices (/info/). */
const NOTICES: Notice[] = [
  {
    category: 'important',
    title: '利用規約およびプライバシーポリシー改定のお知らせ',
    body: 'いつも読み場をご利用いただき、ありがとうございます。\n\n2026年11月1日付で利用規約およびプライバシーポリシーを改定いたしました。主な変更点は、コインの有効期限に関する記載の明確化と、Cookie・広告識別子の利用目的の追記です。\n\n会員の皆さまには、次回ログイン時に改定後の内容へのご同意をお願いしております。内容は「利用規約」「プライバシーポリシー」のページからご確認いただけます。',
    publishedAt: '2026-11-01T10:00:00+09:00',
  },
  {
    category: 'maintenance',
    title: '【完了】11月5日（木）深夜 システムメンテナンスのお知らせ',
    body: '下記日程でシステムメンテナンスを実施いたしました。ご協力ありがとうございました。\n\n日時：2026年11月5日（木）2:00〜5:00\n内容：サーバー設備の増強\n\nメンテナンス中は、作品の閲覧、コインの購入を含むすべての機能がご利用いただけませんでした。ご不便をおかけし申し訳ございませんでした。',
    publishedAt: '2026-10-29T15:00:00+09:00',
  },
  {
    category: 'feature',
    title: '本棚に「並び替え」機能を追加しました',
    body: '本棚の作品を「最近読んだ順」「購入日順」「タイトル順」で並び替えられるようになりました。\n\n本棚画面の右上にある並び替えボタンからお選びください。選んだ並び順は次回以降も保持されます。',
    publishedAt: '2026-11-07T12:00:00+09:00',
  },
  {
    category: 'campaign',
    title: '秋の読書応援キャンペーン！対象作品が最大50%ポイント還元',
    body: '秋の夜長にマンガはいかがですか？\n\n期間中、対象作品をコインで購入すると、最大50%のポイントを還元いたします。\n\n期間：2026年11月10日（火）12:00〜11月30日（月）23:59\n対象：キャンペーンページに掲載の作品\n\nポイントは購入の翌日中に付与されます。この機会にぜひご利用ください。',
    publishedAt: '2026-11-10T12:00:00+09:00',
  },
  {
    category: 'info',
    title: '一部のAndroid端末で画像が表示されにくい不具合について',
    body: '一部のAndroid端末のブラウザで、作品の画像が表示されるまでに時間がかかる不具合が発生しておりました。\n\n2026年11月12日に修正を行い、現在は解消しております。ご不便をおかけし大変申し訳ございませんでした。\n\n引き続き症状が続く場合は、お手数ですがお問い合わせフォームよりご連絡ください。',
    publishedAt: '2026-11-12T18:30:00+09:00',
  },
  {
    category: 'feature',
    title: '「待てば¥0」対象作品が100作品を突破しました',
    body: 'チケットの回復を待つだけで次の話が読める「待てば¥0」の対象作品が、100作品を超えました。\n\n新たに少年マンガ、少女マンガ、青年マンガの人気作を追加しています。作品ページの「待てば¥0」マークを目印にお楽しみください。',
    publishedAt: '2026-11-15T11:00:00+09:00',
  },
  {
    category: 'campaign',
    title: '新規会員登録で100ポイントプレゼント',
    body: '期間中に新しく会員登録していただいた方全員に、100ポイントをプレゼントいたします。\n\n期間：2026年11月18日（水）〜12月17日（木）\n\nポイントは登録完了後、すぐに付与されます。ポイントの有効期限は付与日から90日間です。',
    publishedAt: '2026-11-18T10:00:00+09:00',
  },
  {
    category: 'maintenance',
    title: '12月3日（木）深夜 決済システムメンテナンスのお知らせ',
    body: '決済代行会社のシステムメンテナンスに伴い、下記の時間帯にコインの購入がご利用いただけません。\n\n日時：2026年12月3日（木）1:00〜4:00（予定）\n\n作品の閲覧、チケット・ポイントのご利用はメンテナンス中も可能です。作業の状況により、終了時刻が前後する場合がございます。',
    publishedAt: '2026-11-20T17:00:00+09:00',
  },
];

/** Terms versions and agreements, site notices with read marks, personal messages; the current terms and launch notices. */
export class Migration20261122090000_notices_terms extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "term_version" ("id" serial primary key, "agree_type" varchar(16) not null, "version" int not null, "title" varchar(100) not null, "description" text not null, "sections" jsonb not null, "published_at" timestamptz not null);',
    );
    this.addSql('alter table "term_version" add constraint "term_version_type_version_unique" unique ("agree_type", "version");');
    this.addSql(`alter table "term_version" add constraint "term_version_agree_type_check" check (agree_type in ('terms', 'privacy'));`);
    this.addSql(
      'create table "term_agreement" ("user_id" int not null, "term_id" int not null, "agreed_at" timestamptz not null, primary key ("user_id", "term_id"));',
    );
    this.addSql(
      'alter table "term_agreement" add constraint "term_agreement_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "term_agreement" add constraint "term_agreement_term_id_foreign" foreign key ("term_id") references "term_version" ("id") on update cascade on delete cascade;',
    );

    this.addSql(
      'create table "site_notice" ("id" serial primary key, "category" varchar(16) not null, "title" varchar(100) not null, "body" text not null, "published_at" timestamptz not null);',
    );
    this.addSql('create index "site_notice_published_at_idx" on "site_notice" ("published_at");');
    this.addSql(
      `alter table "site_notice" add constraint "site_notice_category_check" check (category in ('important', 'maintenance', 'feature', 'campaign', 'info'));`,
    );
    this.addSql(
      'create table "site_notice_read" ("user_id" int not null, "notice_id" int not null, "read_at" timestamptz not null, primary key ("user_id", "notice_id"));',
    );
    this.addSql(
      'alter table "site_notice_read" add constraint "site_notice_read_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "site_notice_read" add constraint "site_notice_read_notice_id_foreign" foreign key ("notice_id") references "site_notice" ("id") on update cascade on delete cascade;',
    );

    this.addSql(
      'create table "member_message" ("id" serial primary key, "user_id" int not null, "title" varchar(100) not null, "body" text not null, "sent_at" timestamptz not null, "read_at" timestamptz null);',
    );
    this.addSql('create index "member_message_user_sent_idx" on "member_message" ("user_id", "sent_at");');
    this.addSql(
      'alter table "member_message" add constraint "member_message_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;',
    );

    const terms: [string, string, string, Section[]][] = [
      ['terms', '利用規約改定のお知らせ', '利用規約を改定しました。主な内容をご確認のうえ、「同意する」を押してください。', TERMS_V1],
      ['privacy', 'プライバシーポリシー改定のお知らせ', 'プライバシーポリシーを改定しました。個人情報の取り扱いについてご確認のうえ、「同意する」を押してください。', PRIVACY_V1],
    ];
    for (const [type, title, description, sections] of terms) {
      this.addSql(
        `insert into "term_version" ("agree_type", "version", "title", "description", "sections", "published_at") values (${literal(type)}, 1, ${literal(title)}, ${literal(description)}, ${literal(JSON.stringify(sections))}::jsonb, '2026-11-01T00:00:00+09:00');`,
      );
    }
    for (const notice of NOTICES) {
      this.addSql(
        `insert into "site_notice" ("category", "title", "body", "published_at") values (${literal(notice.category)}, ${literal(notice.title)}, ${literal(notice.body)}, ${literal(notice.publishedAt)});`,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "member_message";');
    this.addSql('drop table if exists "site_notice_read";');
    this.addSql('drop table if exists "site_notice";');
    this.addSql('drop table if exists "term_agreement";');
    this.addSql('drop table if exists "term_version";');
  }
}
