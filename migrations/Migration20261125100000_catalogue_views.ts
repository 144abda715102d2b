import { Migration } from '@mikro-orm/migrations';

/**
 * The catalogue's published views (decision 035): what other modules' SQL may read of titles, volumes
 * and stories, instead of the catalogue's tables. A catalogue change keeps these columns, or changes
 * its consumers in the same commit.
 *
 * The `_ref` views use left joins on not-null foreign keys (so they return exactly the inner join's
 * rows): PostgreSQL removes a left join whose columns a query does not use, so reading only a story's
 * volume id costs what reading the story table did. `catalogue_priced_story` keeps the wallet's
 * inner joins, the shape of its measured check statement (decision 022).
 */
export class Migration20261125100000_catalogue_views extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "catalogue_title_ref" as
      select t.id as title_id, t.title_code, t.title_name, t.is_adult
        from title t;`);
    this.addSql(`create view "catalogue_volume_ref" as
      select v.id as volume_id, v.title_id, v.serial_number, t.title_code, t.title_name, t.is_adult
        from volume v left join title t on t.id = v.title_id;`);
    this.addSql(`create view "catalogue_story_ref" as
      select s.id as story_id, s.title_id, s.volume_id, s.story_number, s.name as story_name, s.page_count,
             v.serial_number as volume_serial_number, t.title_code, t.title_name, t.is_adult
        from story s left join volume v on v.id = s.volume_id left join title t on t.id = s.title_id;`);
    this.addSql(`create view "catalogue_priced_story" as
      select s.id as story_id, t.id as title_id, v.id as volume_id, t.title_code, v.serial_number as volume_serial_number,
             s.story_number, s.payment_type, s.price_coins, v.price_coins as volume_price_coins, t.is_store, t.is_adult,
             p.name as publisher
        from story s join title t on t.id = s.title_id join publisher p on p.id = t.publisher_id join volume v on v.id = s.volume_id;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop view if exists "catalogue_priced_story";');
    this.addSql('drop view if exists "catalogue_story_ref";');
    this.addSql('drop view if exists "catalogue_volume_ref";');
    this.addSql('drop view if exists "catalogue_title_ref";');
  }
}
