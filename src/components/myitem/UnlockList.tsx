import { remainingText } from '#platform/text/remaining-time.ts';
import { titlePath } from '#platform/routes/site-paths.ts';
import { jstDateTime, type UnlockItem } from '#modules/wallet/client.ts';
import './myitem.css';

/** The episodes the member bought or rented lately: how, when, and until when a rental runs. */
export function UnlockList({ unlocks, now }: { unlocks: UnlockItem[]; now: number }) {
  return (
    <section className="myitem-card myitem-unlocks" aria-labelledby="myitem-unlocks">
      <h2 id="myitem-unlocks" className="myitem-card__title">
        購入・レンタルした作品
      </h2>
      {unlocks.length === 0 ? (
        <p className="myitem-card__note">まだありません。コインやチケットで読んだお話がここに並びます。</p>
      ) : (
        <ul className="myitem-unlocks__list" data-testid="myitem-unlocks">
          {unlocks.map((u) => (
            <li key={`${u.createdAt}-${u.titleCode}-${u.storyNumber}`} className="myitem-unlocks__item">
              <span className="myitem-history__label">{u.label}</span>
              <span className="myitem-history__detail">
                <a href={titlePath(u.titleCode)}>
                  {u.titleName} {u.storyNumber === null ? `第${u.volumeSerialNumber}巻` : `第${u.storyNumber}話`}
                </a>
                <time className="myitem-history__date" dateTime={u.createdAt}>
                  {jstDateTime(u.createdAt)}
                </time>
              </span>
              <span className="myitem-unlocks__state">{u.expiresAt === null ? '購入済み' : u.ended ? 'レンタル終了' : `レンタル中（${remainingText(u.expiresAt, now, 'validity')}）`}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
