import { Migration } from '@mikro-orm/migrations';

/**
 * Campaigns and special pages as data (issue 17, decision 051), and the spec's own windows: the
 * Christmas 2021 promotion [2021-12-09, 2021-12-27) JST and the campaign cutoff (active before
 * 2024-08-30 16:59:59 JST) as the 8th anniversary's end.
 */
export class Migration20261127000000_campaigns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "campaign" ("id" serial primary key, "family" varchar(20) not null, "slug" varchar(100) not null, "kind" varchar(20) not null, "name" varchar(200) not null, "lead" text not null default '', "terms" text not null default '', "card_text" varchar(100) null, "color" int null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "published_at" timestamptz null, "hashtag" varchar(100) null, "body" jsonb not null default '{}');`);
    this.addSql(`create index "campaign_window_idx" on "campaign" ("starts_at", "ends_at");`);
    this.addSql(`alter table "campaign" add constraint "campaign_family_slug_unique" unique ("family", "slug");`);
    this.addSql(`create table "campaign_title" ("id" serial primary key, "campaign_id" int not null, "title_code" varchar(16) not null, "position" smallint not null default 0, "note" varchar(200) null);`);
    this.addSql(`create index "campaign_title_code_idx" on "campaign_title" ("title_code");`);
    this.addSql(`alter table "campaign_title" add constraint "campaign_title_unique" unique ("campaign_id", "title_code");`);
    this.addSql(`alter table "campaign_title" add constraint "campaign_title_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on delete cascade;`);
    for (const row of SPEC_CAMPAIGNS) {
      const values = [row.family, row.slug, row.kind, row.name, row.lead, row.terms, row.cardText, row.color, row.startsAt, row.endsAt, row.startsAt, JSON.stringify(row.body)];
      this.addSql(`insert into "campaign" ("family", "slug", "kind", "name", "lead", "terms", "card_text", "color", "starts_at", "ends_at", "published_at", "body") values (${values.map(literal).join(', ')});`);
    }
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "campaign_title" cascade;');
    this.addSql('drop table if exists "campaign" cascade;');
  }
}

const literal = (value: string | number | null) => (value === null ? 'null' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);

/** The spec's windows (site-spec "Promotion windows"), in JST; each end is exclusive. */
const SPEC_CAMPAIGNS = [
  {
    family: 'named', slug: 'christmas', kind: 'sale', name: 'クリスマスキャンペーン2021', color: 0xc0392b, cardText: 'クリスマスSALE',
    lead: 'クリスマス限定で対象作品がお得に読めるキャンペーンです。', terms: '期間：2021年12月9日（木）0:00〜12月26日（日）23:59（日本時間）',
    startsAt: '2021-12-09T00:00:00+09:00', endsAt: '2021-12-27T00:00:00+09:00',
    body: { blocks: [{ type: 'heading', text: 'クリスマスに読みたいマンガ' }, { type: 'text', text: '冬の夜にぴったりの作品を集めました。' }] },
  },
  {
    family: 'landing', slug: '8anniversary', kind: 'lp', name: '読み場 8周年記念キャンペーン', color: 0xd4a017, cardText: '8周年記念',
    lead: '8周年の感謝を込めて、毎日ガチャや限定無料をお届けします。', terms: '期間：2024年8月1日（木）0:00〜8月30日（金）16:59（日本時間）',
    startsAt: '2024-08-01T00:00:00+09:00', endsAt: '2024-08-30T16:59:59+09:00',
    body: { blocks: [{ type: 'heading', text: '8周年ありがとう' }, { type: 'link', href: '/special/anniversary/8th/yamawake/', label: '山分けキャンペーンを見る' }] },
  },
  {
    family: 'named', slug: 'anniversary/8th/yamawake', kind: 'present', name: '8周年記念 ポイント山分けキャンペーン', color: 0xd4a017, cardText: null,
    lead: '期間中に参加した皆さんで、合計800万ポイントを山分けします。', terms: '期間：2024年8月1日（木）0:00〜8月30日（金）16:59（日本時間）',
    startsAt: '2024-08-01T00:00:00+09:00', endsAt: '2024-08-30T16:59:59+09:00',
    body: { blocks: [{ type: 'heading', text: '参加方法' }, { type: 'text', text: '期間中にいずれかの作品を1話以上読むと参加できます。' }] },
  },
] as const;
