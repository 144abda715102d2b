import { CONTENT_BLOCKS_ID } from '#modules/staff/client.ts';
import { AuditLogPanel } from '../../components/staff/AuditLogPanel';
import { ContentBlocksConsole } from '../../components/staff/ContentBlocksConsole';
import { StaffNav } from '../../components/staff/StaffNav';
import '../../components/staff/staff.css';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';

/** /staff/blocks/: the top page's content blocks (their headings, what each shows, tabs, order), saved or kept as a draft. */
export default async function StaffBlocksPage() {
  const member = await currentMember();
  if (!member?.isStaff) return null;
  const { staffConsole, contentBlocks, lists } = await getServices();
  const [blocks, version, genres, drafts] = await Promise.all([
    contentBlocks.definitions(),
    staffConsole.edits.versionOf('content-blocks', CONTENT_BLOCKS_ID),
    lists.genres(true),
    staffConsole.drafts.list({ type: 'content-blocks' }),
  ]);
  return (
    <div className="staff-page">
      <title>{pageTitle('トップページのブロック管理')}</title>
      <meta name="robots" content="noindex" />
      <h1>トップページのブロック管理</h1>
      <StaffNav current="/staff/blocks/" />
      <ContentBlocksConsole blocks={blocks} version={version} genres={genres.map((g) => ({ slug: g.slug, nameJa: g.nameJa, isAdult: g.isAdult }))} drafts={drafts} />
      <AuditLogPanel type="content-blocks" id={CONTENT_BLOCKS_ID} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
