import { staffSeriesPath } from '#platform/routes/site-paths.ts';
import { AuditLogPanel } from '../../components/staff/AuditLogPanel';
import { DraftList } from '../../components/staff/DraftPanel';
import { StaffNav } from '../../components/staff/StaffNav';
import { PageAltForm } from '../../components/staff/PageAltForm';
import { SeriesContentsPanel } from '../../components/staff/SeriesContentsPanel';
import { STORY_LABELS, StoryEditorForm } from '../../components/staff/StoryEditorForm';
import { VolumeEditorForm } from '../../components/staff/VolumeEditorForm';
import { TITLE_LABELS, TitleEditorForm } from '../../components/staff/TitleEditorForm';
import '../../components/staff/staff.css';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';

const CODE = /^[A-Za-z0-9_-]{1,16}$/;
const idOf = (value: string | null) => (value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null);

/**
 * /staff/series/: find a title (by code or name), then edit it; ?code= opens the editor with its volumes and
 * stories; &volume= / &new_volume=1 edit or add a volume, &edit_story= / &new_story={volumeId} a story (decision 066).
 */
export default async function StaffSeriesPage(props: { query?: string }) {
  const member = await currentMember();
  if (!member?.isStaff) return null;
  const params = new URLSearchParams(props.query ?? '');
  const q = (params.get('q') ?? '').slice(0, 100);
  const code = params.get('code') ?? '';
  const storyParam = Number(params.get('story') ?? '');
  const { staffConsole, pageAltTexts } = await getServices();
  const [titles, editing, version] = await Promise.all([
    staffConsole.titles.find(q.trim()),
    CODE.test(code) ? staffConsole.titles.read(code) : null,
    CODE.test(code) ? staffConsole.edits.versionOf('title', code) : 0,
  ]);
  const stories = editing ? await pageAltTexts.storiesOf(code) : [];
  const drafts = editing ? await staffConsole.drafts.list({ type: 'title', objectId: code }) : [];
  const story = editing && Number.isInteger(storyParam) && stories.some((s) => s.storyId === storyParam) ? await pageAltTexts.readStory(storyParam) : null;
  const storyVersion = story ? await staffConsole.edits.versionOf('story-alt', String(story.storyId)) : 0;
  const contents = editing ? await staffConsole.contents.contents(code) : null;
  const now = staffConsole.now().toISOString();
  const versions = contents
    ? await Promise.all([
        staffConsole.edits.versionsOf('volume', contents.volumes.map((v) => String(v.volumeId))),
        staffConsole.edits.versionsOf('story', contents.volumes.flatMap((v) => v.stories.map((s) => String(s.storyId)))),
        staffConsole.edits.versionOf('series-order', code),
      ])
    : null;
  const volumes = contents && versions ? contents.volumes.map((v) => ({ ...v, version: versions[0].get(String(v.volumeId)) ?? 0, stories: v.stories.map((s) => ({ ...s, version: versions[1].get(String(s.storyId)) ?? 0 })) })) : [];
  const editVolume = volumes.find((v) => v.volumeId === idOf(params.get('volume'))) ?? null;
  const newStoryIn = volumes.find((v) => v.volumeId === idOf(params.get('new_story'))) ?? null;
  const editStoryId = idOf(params.get('edit_story'));
  const editStory = volumes.flatMap((v) => v.stories.map((s) => ({ ...s, volumeName: v.name }))).find((s) => s.storyId === editStoryId) ?? null;
  const storyDrafts = editStory ? await staffConsole.drafts.list({ type: 'story', objectId: String(editStory.storyId) }) : [];
  return (
    <div className="staff-page">
      <title>{pageTitle('作品管理')}</title>
      <meta name="robots" content="noindex" />
      <h1>作品管理</h1>
      <StaffNav current="/staff/series/" />
      <form className="staff-search" method="get" action="/staff/series/" role="search">
        <div className="staff-field">
          <label htmlFor="staff-series-q">作品コードまたは作品名</label>
          <input id="staff-series-q" name="q" defaultValue={q} />
        </div>
        <button type="submit" className="staff-button">
          探す
        </button>
      </form>
      {editing ? (
        <>
          <TitleEditorForm key={`${code}-${version}`} titleCode={code} title={editing} version={version} draft={drafts[0] ?? null} />
          <h2>下書きと予約公開</h2>
          <DraftList drafts={drafts} labels={TITLE_LABELS} />
          {params.get('new_volume') === '1' && <VolumeEditorForm titleCode={code} volume={null} now={now} />}
          {editVolume && <VolumeEditorForm key={`${editVolume.volumeId}-${editVolume.version}`} titleCode={code} volume={editVolume} now={now} />}
          {newStoryIn && <StoryEditorForm volumeId={newStoryIn.volumeId} volumeName={newStoryIn.name} story={null} isFreeForWait={contents?.isFreeForWait ?? false} now={now} />}
          {editStory && (
            <>
              <StoryEditorForm
                key={`${editStory.storyId}-${editStory.version}`}
                volumeId={editStory.volumeId}
                volumeName={editStory.volumeName}
                story={editStory}
                isFreeForWait={contents?.isFreeForWait ?? false}
                draft={storyDrafts[0] ?? null}
                now={now}
              />
              <h3>この話の下書きと予約公開</h3>
              <DraftList drafts={storyDrafts} labels={STORY_LABELS} />
            </>
          )}
          <SeriesContentsPanel key={`order-${versions?.[2] ?? 0}`} titleCode={code} volumes={volumes} orderVersion={versions?.[2] ?? 0} now={now} />
          {story && <PageAltForm key={`${story.storyId}-${storyVersion}`} storyId={story.storyId} label={`第${story.volume}巻 第${story.storyNumber}話`} alts={story.alts} version={storyVersion} />}
          <details className="staff-form" open={!!story}>
            <summary>ページの代替テキスト（話を選ぶ）</summary>
            <ul className="staff-tag-list">
              {stories.map((s) => (
                <li key={s.storyId}>
                  <a href={staffSeriesPath({ code, story: s.storyId })} aria-current={s.storyId === story?.storyId ? 'true' : undefined}>
                    第{s.volume}巻 第{s.storyNumber}話（{s.pageCount}ページ）
                  </a>
                </li>
              ))}
            </ul>
          </details>
          <AuditLogPanel type="title" id={code} />
        </>
      ) : code ? (
        <p role="alert">作品 {code} は見つかりませんでした。</p>
      ) : null}
      <div className="staff-table-wrap">
        <table className="staff-table">
          <caption>{q ? `「${q}」の作品（50件まで）` : '作品（50件まで）'}</caption>
          <thead>
            <tr>
              <th scope="col">コード</th>
              <th scope="col">作品名</th>
              <th scope="col">作者</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {titles.map((title) => (
              <tr key={title.titleCode}>
                <td>{title.titleCode}</td>
                <td>
                  {title.titleName}
                  {title.isAdult ? '（成人向け）' : ''}
                </td>
                <td>{title.authors}</td>
                <td>
                  <a className="staff-button" href={staffSeriesPath({ code: title.titleCode, q })} aria-label={`${title.titleName}を編集`}>
                    編集
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {titles.length === 0 && <p className="staff-empty">該当する作品はありません。</p>}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
