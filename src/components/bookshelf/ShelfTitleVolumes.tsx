import { titlePath } from '#platform/routes/site-paths.ts';
import type { ShelfTitleDetail } from '#modules/bookshelf/client.ts';

/** /bookshelf/{titleCode}/: each volume the member has something of, with links to read it. */
export function ShelfTitleVolumes({ detail }: { detail: ShelfTitleDetail }) {
  return (
    <div className="bookshelf-title">
      <div className="bookshelf-title__head">
        <img src={detail.thumbnailImagePath} width={96} height={135} alt="" />
        <div className="bookshelf-title__info">
          {detail.authors && <p className="bookshelf-title__authors">{detail.authors}</p>}
          <div className="bookshelf-title__actions">
            {detail.continueHref && (
              <a className="bookshelf-button bookshelf-button--primary" href={detail.continueHref}>
                続きを読む
              </a>
            )}
            <a className="bookshelf-button" href={titlePath(detail.titleCode)}>
              作品ページへ
            </a>
          </div>
        </div>
      </div>
      <ul className="bookshelf-volumes" data-testid="bookshelf-volumes">
        {detail.volumes.map((volume) => (
          <li key={volume.serialNumber} className="bookshelf-volume">
            <div className="bookshelf-volume__head">
              <h2 className="bookshelf-volume__name">{volume.name}</h2>
              {volume.paidViewerHref && (
                <a className="bookshelf-button bookshelf-button--primary" href={volume.paidViewerHref}>
                  この巻を読む
                </a>
              )}
            </div>
            {volume.whole && <p className="bookshelf-volume__note">巻ごと購入済み</p>}
            <ul className="bookshelf-stories">
              {volume.stories.map((story) => (
                <li key={story.storyNumber} className="bookshelf-story">
                  <a href={story.href}>{story.name}</a>
                  <span className={story.remaining ? 'bookshelf-item__remaining' : 'bookshelf-story__owned'}>{story.remaining ?? '購入済み'}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
