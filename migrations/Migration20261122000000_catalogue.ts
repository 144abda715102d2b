import { Migration } from '@mikro-orm/migrations';

/** Catalogue tables: genres, publishers, authors, titles, volumes, stories. */
export class Migration20261122000000_catalogue extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create table "author" ("id" serial primary key, "name" varchar(100) not null, "name_kana" varchar(200) not null);');
    this.addSql('create table "genre" ("code" smallint not null, "slug" varchar(32) not null, "name_ja" varchar(64) not null, "label" varchar(32) not null, "is_adult" boolean not null default false, "sort_order" smallint not null default 0, primary key ("code"));');
    this.addSql('alter table "genre" add constraint "genre_slug_unique" unique ("slug");');
    this.addSql('create table "publisher" ("id" serial primary key, "name" varchar(100) not null, "name_kana" varchar(200) not null);');
    this.addSql('alter table "publisher" add constraint "publisher_name_unique" unique ("name");');
    this.addSql('create table "title" ("id" serial primary key, "title_code" varchar(16) not null, "title_name" varchar(200) not null, "title_kana" varchar(300) not null, "synopsis" text not null, "genre_code" smallint not null, "publisher_id" int not null, "tags" text[] not null default \'{}\', "label_text" varchar(32) null, "label_color" varchar(16) null, "badge_icon_url" varchar(200) null, "free_info" varchar(100) null, "is_new" boolean not null default false, "is_free" boolean not null default false, "is_free_for_wait" boolean not null default false, "is_store" boolean not null default false, "is_adult" boolean not null default false, "is_completed" boolean not null default false, "is_vertical" boolean not null default false, "campaign_text" varchar(100) null, "campaign_color" int null, "campaign_start_at" timestamptz null, "campaign_end_at" timestamptz null, "started_at" timestamptz not null, "updated_at" timestamptz not null, "total_review_count" int not null default 0, "total_review_point" int not null default 0, "monthly_sales_amount" int not null default 0, "favorite_count" int not null default 0);');
    this.addSql('alter table "title" add constraint "title_title_code_unique" unique ("title_code");');
    this.addSql('create index "title_genre_updated_idx" on "title" ("genre_code", "updated_at");');
    this.addSql('create index "title_updated_idx" on "title" ("updated_at");');
    this.addSql('create index "title_started_idx" on "title" ("started_at");');
    this.addSql('create index "title_sales_idx" on "title" ("monthly_sales_amount");');
    this.addSql('create index "title_name_trgm_idx" on "title" using gin ("title_name" gin_trgm_ops);');
    this.addSql('create table "title_author" ("id" serial primary key, "title_id" int not null, "author_id" int not null, "role" varchar(16) not null, "position" smallint not null default 0);');
    this.addSql('create index "title_author_author_idx" on "title_author" ("author_id");');
    this.addSql('alter table "title_author" add constraint "title_author_unique" unique ("title_id", "author_id", "role");');
    this.addSql('create table "volume" ("id" serial primary key, "title_id" int not null, "serial_number" smallint not null, "name" varchar(200) not null, "price_coins" int not null default 0, "published_at" timestamptz not null);');
    this.addSql('alter table "volume" add constraint "volume_title_serial_unique" unique ("title_id", "serial_number");');
    this.addSql('alter table "volume" add constraint "volume_price_coins_check" check (price_coins >= 0);');
    this.addSql('create table "story" ("id" serial primary key, "title_id" int not null, "volume_id" int not null, "story_number" int not null, "name" varchar(200) not null, "payment_type" smallint not null, "price_coins" int not null default 0, "page_count" smallint not null, "published_at" timestamptz not null);');
    this.addSql('create index "story_title_number_idx" on "story" ("title_id", "story_number");');
    this.addSql('alter table "story" add constraint "story_volume_number_unique" unique ("volume_id", "story_number");');
    this.addSql('alter table "story" add constraint "story_payment_type_check" check (payment_type in (1, 2, 3));');
    this.addSql('alter table "story" add constraint "story_price_coins_check" check (price_coins >= 0);');
    this.addSql('alter table "story" add constraint "story_page_count_check" check (page_count > 0);');
    this.addSql('alter table "title" add constraint "title_genre_code_foreign" foreign key ("genre_code") references "genre" ("code");');
    this.addSql('alter table "title" add constraint "title_publisher_id_foreign" foreign key ("publisher_id") references "publisher" ("id");');
    this.addSql('alter table "title_author" add constraint "title_author_title_id_foreign" foreign key ("title_id") references "title" ("id");');
    this.addSql('alter table "title_author" add constraint "title_author_author_id_foreign" foreign key ("author_id") references "author" ("id");');
    this.addSql('alter table "volume" add constraint "volume_title_id_foreign" foreign key ("title_id") references "title" ("id");');
    this.addSql('alter table "story" add constraint "story_title_id_foreign" foreign key ("title_id") references "title" ("id");');
    this.addSql('alter table "story" add constraint "story_volume_id_foreign" foreign key ("volume_id") references "volume" ("id");');
    this.addSql(`insert into "genre" ("code", "slug", "name_ja", "label", "is_adult", "sort_order") values
      (1111, 'shounen', '少年マンガ', 'boys', false, 1),
      (1112, 'shoujo', '少女マンガ', 'girls', false, 2),
      (1113, 'seinen', '青年マンガ', 'young men', false, 3),
      (1120, 'josei', '女性マンガ', 'women', false, 4),
      (1122, 'tl', 'TL', 'TL', true, 5),
      (1123, 'bl', 'BL', 'BL', true, 6),
      (9002, 'magazine', 'マンガ雑誌', 'magazine', false, 7);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "story", "volume", "title_author", "title", "author", "publisher", "genre" cascade;');
  }
}
