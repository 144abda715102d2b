import { titlePath } from '../../../platform/routes/site-paths.ts';
import { jstDateTime, type UnlockItem } from '../../../modules/wallet/client.ts';
import './myitem.css';

const remaining = (expiresAt: string, now: number) => {
  const hours = Math.ceil((new Date(expiresAt).getTime() - now) / 3_600_000);
  return hours >= 24 ? `あと${Math.floor(hours / 24)}日${hours % 24 ? `${hours % 24}時間` : ''}` : `あと${hours}時間`;
};

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
              <span className="myitem-unlocks__state">{u.expiresAt === null ? '購入済み' : u.ended ? 'レンタル終了' : `レンタル中（${remaining(u.expiresAt, now)}）`}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
