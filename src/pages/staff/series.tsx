import { staffSeriesPath } from '#platform/routes/site-paths.ts';
import { AuditLogPanel } from '../../components/staff/AuditLogPanel';
import { StaffNav } from '../../components/staff/StaffNav';
import { PageAltForm } from '../../components/staff/PageAltForm';
import { TitleEditorForm } from '../../components/staff/TitleEditorForm';
import '../../components/staff/staff.css';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';

const CODE = /^[A-Za-z0-9_-]{1,16}$/;

/** /staff/series/: find a title (by code or name), then edit it; ?code= opens the editor. */
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
  const story = editing && Number.isInteger(storyParam) && stories.some((s) => s.storyId === storyParam) ? await pageAltTexts.readStory(storyParam) : null;
  const storyVersion = story ? await staffConsole.edits.versionOf('story-alt', String(story.storyId)) : 0;
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
          <TitleEditorForm key={`${code}-${version}`} titleCode={code} title={editing} version={version} />
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
