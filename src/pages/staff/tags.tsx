import { keywordSearchPath } from '#platform/routes/site-paths.ts';
import { BulkTagForm } from '../../components/staff/BulkTagForm';
import { StaffNav } from '../../components/staff/StaffNav';
import '../../components/staff/staff.css';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';

/** /staff/tags/: the tags in use and bulk tagging (preview first). A title's own tags are edited on /staff/series/. */
export default async function StaffTagsPage() {
  const member = await currentMember();
  if (!member?.isStaff) return null;
  const { staffConsole } = await getServices();
  const tags = await staffConsole.titles.tagCounts();
  return (
    <div className="staff-page">
      <title>{pageTitle('タグ管理')}</title>
      <meta name="robots" content="noindex" />
      <h1>タグ管理</h1>
      <StaffNav current="/staff/tags/" />
      <BulkTagForm />
      <h2>使われているタグ</h2>
      {tags.length === 0 ? (
        <p className="staff-empty">タグの付いた作品はまだありません。</p>
      ) : (
        <ul className="staff-tag-list">
          {tags.map(({ tag, count }) => (
            <li key={tag}>
              <a href={keywordSearchPath(tag)}>
                {tag}（{count}）
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
