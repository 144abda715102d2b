import { shelfDate, type ShelfPage, type ShelfTab } from '#modules/bookshelf/client.ts';
import { ShelfItemMenu } from './ShelfItemMenu.tsx';

const DATE_WORDS: Record<ShelfTab, string> = { purchased: '購入', rental: 'レンタル', favorite: '登録', history: '閲覧' };
const EMPTY: Record<ShelfTab, string> = {
  purchased: '購入した作品はまだありません。コインで買ったお話や巻がここに並びます。',
  rental: 'レンタル中の作品はありません。待てば¥0やチケットで読んだお話がここに並びます。',
  favorite: 'お気に入りの作品はまだありません。作品ページの「お気に入り」で追加できます。',
  history: '閲覧履歴はまだありません。読んだ作品がここに並びます。',
};

/** One page of a shelf tab: cover, title, what the member has of it, the tab's date, and the "…" menu. */
export function ShelfList({ shelf }: { shelf: ShelfPage }) {
  if (shelf.items.length === 0) {
    return (
      <p className="bookshelf-empty" data-testid="bookshelf-empty">
        {shelf.q ? `「${shelf.q}」に一致する作品はありません。` : EMPTY[shelf.tab]}
      </p>
    );
  }
  return (
    <>
      <p className="bookshelf-count">{shelf.total.toLocaleString('ja-JP')}件</p>
      <ul className="bookshelf-list" data-testid="bookshelf-list">
        {shelf.items.map((item) => (
          <li key={item.key} className="bookshelf-item" data-title-code={item.titleCode}>
            <a className="bookshelf-item__cover" href={item.href} tabIndex={-1} aria-hidden="true">
              <img src={item.thumbnailImagePath} width={64} height={90} alt="" loading="lazy" />
            </a>
            <div className="bookshelf-item__body">
              <a className="bookshelf-item__title" href={item.href}>
                {item.isUpdated && <span className="bookshelf-item__updated">更新</span>}
                {item.titleName}
              </a>
              {item.detail && <span className="bookshelf-item__detail">{item.detail}</span>}
              <span className="bookshelf-item__meta">
                <time dateTime={item.date}>
                  {shelfDate(item.date)} {DATE_WORDS[shelf.tab]}
                </time>
                {item.remaining && <span className="bookshelf-item__remaining">{item.remaining}</span>}
              </span>
            </div>
            <ShelfItemMenu titleCode={item.titleCode} titleName={item.titleName} continueHref={item.continueHref} isFavorite={item.isFavorite} />
          </li>
        ))}
      </ul>
    </>
  );
}
