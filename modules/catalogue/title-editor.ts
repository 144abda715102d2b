import type { MikroORM } from '@mikro-orm/postgresql';
import { PaymentType } from './entities/index.ts';

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
};

export type TitleListEntry = { titleCode: string; titleName: string; authors: string; isAdult: boolean };

type TitleRow = {
  id: number; title_name: string; title_kana: string; synopsis: string; label_text: string | null; free_info: string | null;
  is_free: boolean; is_free_for_wait: boolean; tags: string[];
};

/**
 * Reads and writes the fields of a title that staff edit. Only the catalogue's own tables; whoever calls
 * `write` refreshes the title's search document and drops the caches (the composition root does, through
 * the console, decision 053).
 */
export function createTitleEditor(orm: MikroORM) {
  const idOf = async (code: string): Promise<number | null> => {
    const [row] = await orm.em.fork().execute<{ id: number }[]>('select id from title where title_code = ?', [code]);
    return row?.id ?? null;
  };
  return {
    idOf,
    async read(code: string): Promise<TitleEdit | null> {
      const em = orm.em.fork();
      const [row] = await em.execute<TitleRow[]>('select id, title_name, title_kana, synopsis, label_text, free_info, is_free, is_free_for_wait, tags from title where title_code = ?', [code]);
      if (!row) return null;
      const authors = await em.execute<{ name: string; role: string }[]>('select a.name, ta.role from title_author ta join author a on a.id = ta.author_id where ta.title_id = ? order by ta.position, ta.id', [row.id]);
      const [price] = await em.execute<{ price: number | null }[]>('select max(price_coins)::int as price from story where title_id = ? and payment_type = ?', [row.id, PaymentType.Coins]);
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
      };
    },
    /** Stores the edit in one transaction; returns the title's id (for its search document). */
    async write(code: string, next: TitleEdit): Promise<number> {
      return orm.em.fork().transactional(async (em) => {
        const [row] = await em.execute<{ id: number }[]>(
          'update title set title_name = ?, title_kana = ?, synopsis = ?, label_text = ?, free_info = ?, is_free = ?, is_free_for_wait = ?, tags = array(select jsonb_array_elements_text(?::jsonb)) where title_code = ? returning id',
          [next.titleName, next.titleKana, next.synopsis, next.labelText, next.freeInfo, next.isFree, next.isFreeForWait, JSON.stringify(next.tags), code],
        );
        if (!row) throw new Error(`no title ${code}`);
        const current = await em.execute<{ name: string; role: string }[]>('select a.name, ta.role from title_author ta join author a on a.id = ta.author_id where ta.title_id = ? order by ta.position, ta.id', [row.id]);
        if (JSON.stringify(current) !== JSON.stringify(next.authors.map((a) => ({ name: a.name, role: a.role })))) {
          await em.execute('delete from title_author where title_id = ?', [row.id]);
          for (const [position, author] of next.authors.entries()) {
            const [found] = await em.execute<{ id: number }[]>('select id from author where name = ? order by id limit 1', [author.name]);
            const authorId = found?.id ?? (await em.execute<{ id: number }[]>('insert into author (id, name, name_kana) values ((select coalesce(max(id), 0) + 1 from author), ?, ?) returning id', [author.name, author.name]))[0]!.id;
            await em.execute('insert into title_author (id, title_id, author_id, role, position) values ((select coalesce(max(id), 0) + 1 from title_author), ?, ?, ?, ?) on conflict do nothing', [row.id, authorId, author.role, position]);
          }
        }
        if (next.storyPriceCoins !== null) {
          await em.execute('update story set price_coins = ? where title_id = ? and payment_type = ?', [next.storyPriceCoins, row.id, PaymentType.Coins]);
        }
        return row.id;
      });
    },
    /** Every tag in use with how many titles carry it, most used first. */
    async tagCounts(): Promise<{ tag: string; count: number }[]> {
      return orm.em.fork().execute<{ tag: string; count: number }[]>('select tag, count(*)::int as count from title, unnest(tags) as tag group by tag order by count desc, tag limit 200');
    },
    /** Titles for the console's list: by code or a part of the name, 50 at most. */
    async find(keyword: string): Promise<TitleListEntry[]> {
      const like = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
      return orm.em.fork().execute<TitleListEntry[]>(
        `select t.title_code as "titleCode", t.title_name as "titleName", t.is_adult as "isAdult",
                coalesce((select string_agg(a.name, '・' order by ta.position) from title_author ta join author a on a.id = ta.author_id where ta.title_id = t.id), '') as authors
           from title t where ? = '' or t.title_code = ? or t.title_name ilike ? order by t.id limit 50`,
        [keyword, keyword, like],
      );
    },
  };
}

export type TitleEditor = ReturnType<typeof createTitleEditor>;
