import type { MikroORM } from '@mikro-orm/postgresql';
import { PaymentType } from './entities/index.ts';
import { catalogueDb, type CatalogueDb } from './kysely-db.ts';

/** A title as the staff console edits it (the console keeps it in its audit log as it is). */
export type TitleEdit = {
  titleName: string;
  titleKana: string;
  synopsis: string;
  authors: { name: string; role: string }[];
  labelText: string | null;
  freeInfo: string | null;
  isFree: boolean;
  isFreeForWait: boolean;
  tags: string[];
  /** The price of the title's coin stories (null: it has none); saving a number sets every coin story to it. */
  storyPriceCoins: number | null;
  /** An uploaded cover (a staff image's path), null: the drawn one (decision 066). */
  coverImagePath: string | null;
};

export type TitleListEntry = { titleCode: string; titleName: string; authors: string; isAdult: boolean };

type Db = ReturnType<typeof catalogueDb>;

/** The title's authors in their order. */
const authorsOf = (db: Db, titleId: number): Promise<{ name: string; role: string }[]> =>
  db.selectFrom('title_author as ta').innerJoin('author as a', 'a.id', 'ta.author_id').select(['a.name', 'ta.role']).where('ta.title_id', '=', titleId).orderBy('ta.position').orderBy('ta.id').execute();

/**
 * Reads and writes the fields of a title that staff edit. Only the catalogue's own tables; whoever calls
 * `write` refreshes the title's search document and drops the caches (the composition root does, through
 * the console, decision 053).
 */
export function createTitleEditor(orm: MikroORM) {
  const idOf = async (code: string): Promise<number | null> => {
    const row = await catalogueDb(orm).selectFrom('title').select('id').where('title_code', '=', code).executeTakeFirst();
    return row?.id ?? null;
  };
  return {
    idOf,
    async read(code: string): Promise<TitleEdit | null> {
      const db = catalogueDb(orm);
      const row = await db
        .selectFrom('title')
        .select(['id', 'title_name', 'title_kana', 'synopsis', 'label_text', 'free_info', 'is_free', 'is_free_for_wait', 'tags', 'cover_image_path'])
        .where('title_code', '=', code)
        .executeTakeFirst();
      if (!row) return null;
      const authors = await authorsOf(db, row.id);
      const price = await db
        .selectFrom('story')
        .select((eb) => eb.fn.max('price_coins').as('price'))
        .where('title_id', '=', row.id)
        .where('payment_type', '=', PaymentType.Coins)
        .executeTakeFirst();
      return {
        titleName: row.title_name,
        titleKana: row.title_kana,
        synopsis: row.synopsis,
        authors,
        labelText: row.label_text,
        freeInfo: row.free_info,
        isFree: row.is_free,
        isFreeForWait: row.is_free_for_wait,
        tags: row.tags ?? [],
        storyPriceCoins: price?.price ?? null,
        coverImagePath: row.cover_image_path ?? null,
      };
    },
    /** Stores the edit in one transaction; returns the title's id (for its search document). */
    async write(code: string, next: TitleEdit): Promise<number> {
      return orm.em.fork().transactional(async (em) => {
        const db = em.getKysely<CatalogueDb>();
        const row = await db
          .updateTable('title')
          .set({
            title_name: next.titleName,
            title_kana: next.titleKana,
            synopsis: next.synopsis,
            label_text: next.labelText,
            free_info: next.freeInfo,
            is_free: next.isFree,
            is_free_for_wait: next.isFreeForWait,
            tags: [...next.tags],
            // Snapshots from before covers could be uploaded have no cover: they keep the stored one.
            ...(next.coverImagePath === undefined ? {} : { cover_image_path: next.coverImagePath }),
          })
          .where('title_code', '=', code)
          .returning('id')
          .executeTakeFirst();
        if (!row) throw new Error(`no title ${code}`);
        const current = await authorsOf(db, row.id);
        if (JSON.stringify(current) !== JSON.stringify(next.authors.map((a) => ({ name: a.name, role: a.role })))) {
          await db.deleteFrom('title_author').where('title_id', '=', row.id).execute();
          for (const [position, author] of next.authors.entries()) {
            const found = await db.selectFrom('author').select('id').where('name', '=', author.name).orderBy('id').limit(1).executeTakeFirst();
            // Author and title_author ids are not generated: the next one is taken in the statement.
            const authorId =
              found?.id ??
              (
                await db
                  .insertInto('author')
                  .values((eb) => ({ id: eb.selectFrom('author').select((s) => s(s.fn.coalesce(s.fn.max('id'), s.lit(0)), '+', s.lit(1)).as('next')), name: author.name, name_kana: author.name }))
                  .returning('id')
                  .executeTakeFirstOrThrow()
              ).id;
            await db
              .insertInto('title_author')
              .values((eb) => ({
                id: eb.selectFrom('title_author').select((s) => s(s.fn.coalesce(s.fn.max('id'), s.lit(0)), '+', s.lit(1)).as('next')),
                title_id: row.id,
                author_id: authorId,
                role: author.role,
                position,
              }))
              .onConflict((oc) => oc.doNothing())
              .execute();
          }
        }
        if (next.storyPriceCoins !== null) {
          await db.updateTable('story').set({ price_coins: next.storyPriceCoins }).where('title_id', '=', row.id).where('payment_type', '=', PaymentType.Coins).execute();
        }
        return row.id;
      });
    },
    /** Every tag in use with how many titles carry it, most used first. */
    async tagCounts(): Promise<{ tag: string; count: number }[]> {
      return catalogueDb(orm)
        .selectFrom('title')
        .innerJoin((eb) => eb.fn<{ tag: string }>('unnest', [eb.ref('title.tags')]).as('tag'), (join) => join.onTrue())
        .select((eb) => ['tag.tag', eb.cast<number>(eb.fn.countAll(), 'integer').as('count')])
        .groupBy('tag.tag')
        .orderBy('count', 'desc')
        .orderBy('tag')
        .limit(200)
        .execute();
    },
    /** Titles for the console's list: by code or a part of the name, 50 at most. */
    async find(keyword: string): Promise<TitleListEntry[]> {
      const like = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
      return catalogueDb(orm)
        .selectFrom('title as t')
        .select((eb) => [
          't.title_code as titleCode',
          't.title_name as titleName',
          't.is_adult as isAdult',
          eb.fn
            .coalesce(
              eb
                .selectFrom('title_author as ta')
                .innerJoin('author as a', 'a.id', 'ta.author_id')
                .select((s) => s.fn.agg<string>('string_agg', ['a.name', s.val('・')]).orderBy('ta.position').as('names'))
                .whereRef('ta.title_id', '=', 't.id'),
              eb.val(''),
            )
            .as('authors'),
        ])
        .$if(keyword !== '', (q) => q.where((eb) => eb.or([eb('t.title_code', '=', keyword), eb('t.title_name', 'ilike', like)])))
        .orderBy('t.id')
        .limit(50)
        .execute();
    },
  };
}

export type TitleEditor = ReturnType<typeof createTitleEditor>;
