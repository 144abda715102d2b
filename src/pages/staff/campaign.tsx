import { AuditLogPanel } from '../../components/staff/AuditLogPanel';
import { CampaignConsole } from '../../components/staff/CampaignConsole';
import { CAMPAIGN_LABELS, CampaignEditor } from '../../components/staff/CampaignEditor';
import { DraftList } from '../../components/staff/DraftPanel';
import { PresentDrawPanel } from '../../components/staff/PresentDrawPanel';
import { StaffNav } from '../../components/staff/StaffNav';
import '../../components/staff/staff.css';
import { CAMPAIGN_FAMILIES, campaignPath, type CampaignFamily } from '#modules/campaigns/client.ts';
import type { DraftView } from '#modules/staff/client.ts';
import { staffCampaignPath } from '#platform/routes/site-paths.ts';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';

const ID = /^[1-9][0-9]{0,8}$/;
/** A draft's public page, previewed as of its scheduled time. */
const pageOfDraft = (draft: DraftView) =>
  (CAMPAIGN_FAMILIES as readonly unknown[]).includes(draft.value.family) && typeof draft.value.slug === 'string' ? campaignPath(draft.value.family as CampaignFamily, draft.value.slug) : null;

/**
 * /staff/campaign/: every campaign (running, upcoming, ended, trashed) with its window in JST; `?id=` opens
 * one campaign's editor, its entries and draw (present campaigns) and its history; `?new=1` a new one.
 */
export default async function StaffCampaignPage(props: { query?: string }) {
  const member = await currentMember();
  if (!member?.isStaff) return null;
  const params = new URLSearchParams(props.query ?? '');
  const id = params.get('id') ?? '';
  const { staffConsole } = await getServices();
  const campaigns = staffConsole.campaigns;
  const editing = ID.test(id) ? await campaigns.read(id) : null;
  if (editing) {
    const [version, names, entries, drafts] = await Promise.all([
      staffConsole.edits.versionOf('campaign', id),
      campaigns.titleNames(editing.titleCodes),
      editing.kind === 'present' ? campaigns.entries(Number(id)) : null,
      staffConsole.drafts.list({ type: 'campaign', objectId: id }),
    ]);
    return (
      <div className="staff-page">
        <title>{pageTitle(`${editing.name} | キャンペーン管理`)}</title>
        <meta name="robots" content="noindex" />
        <h1>キャンペーン管理</h1>
        <StaffNav current="/staff/campaign/" />
        <p>
          <a href={staffCampaignPath()}>← キャンペーン一覧へ</a>
        </p>
        {editing.deletedAt && <p className="staff-form__error">このキャンペーンはゴミ箱にあります。一覧の「元に戻す」で公開ページに戻せます。</p>}
        <CampaignEditor key={`${id}-${version}`} campaign={{ ...editing, id: Number(id), version }} titleNames={Object.fromEntries(names)} draft={drafts[0] ?? null} />
        {entries && <PresentDrawPanel campaignId={Number(id)} entries={entries} />}
        <AuditLogPanel type="campaign" id={id} />
      </div>
    );
  }
  const fresh = params.get('new') === '1';
  const list = fresh ? [] : await campaigns.list();
  const versions = await staffConsole.edits.versionsOf('campaign', list.map((c) => String(c.id)));
  const names = fresh ? new Map<string, string>() : await campaigns.titleNames([...new Set(list.flatMap((c) => c.titleCodes))]);
  // Drafts of campaigns not created yet (a campaign's own draft opens with its editor).
  const campaignDrafts = fresh ? [] : await staffConsole.drafts.list({ type: 'campaign' });
  const newDrafts = campaignDrafts.filter((d) => d.objectId === null);
  return (
    <div className="staff-page">
      <title>{pageTitle('キャンペーン管理')}</title>
      <meta name="robots" content="noindex" />
      <h1>キャンペーン管理</h1>
      <StaffNav current="/staff/campaign/" />
      {fresh ? (
        <>
          <p>
            <a href={staffCampaignPath()}>← キャンペーン一覧へ</a>
          </p>
          <CampaignEditor campaign={null} />
        </>
      ) : (
        <>
          <CampaignConsole campaigns={list.map((c) => ({ ...c, version: versions.get(String(c.id)) ?? 0 }))} titleNames={Object.fromEntries(names)} now={new Date().toISOString()} drafts={campaignDrafts.filter((d) => d.objectId !== null)} />
          <h2>新しいキャンペーンの下書きと予約公開</h2>
          <DraftList drafts={newDrafts} labels={CAMPAIGN_LABELS} previewPaths={Object.fromEntries(newDrafts.map((d) => [d.id, pageOfDraft(d)]))} heading="新しいキャンペーンの下書き" />
        </>
      )}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
