'use client';

import { useEffect, useId, useState } from 'react';
import { giftTicketPath } from '#platform/routes/site-paths.ts';
import { TICKET_CAMPAIGN_CODE_MIN_LENGTH } from '#modules/rewards/client.ts';
import { STAFF_PATHS, type DraftView, type TicketCampaignView } from '#modules/staff/client.ts';
import { toJstLocal } from '#platform/text/jst-datetime.ts';
import { SaveProblems } from './SaveProblems.tsx';
import { DryRunPanel, type DryRun } from './DryRunPanel.tsx';
import { formatRewardValue, TICKET_CAMPAIGN_LABELS } from './reward-format.ts';
import type { Conflict } from './staff-api.ts';
import { DraftEditingHint, DraftSaveButton, draftSavedText, EditorDraftPanel, useEditorDraft, type EditorDraftStatus } from './EditorDraft.tsx';
import { useDryRunSave, type DryRunSaveStatus } from './use-dry-run-save.ts';

export type TicketCampaignValues = { code: string; label: string; description: string; tickets: string; per: 'day' | 'campaign'; valid_hours: string; starts_at: string; ends_at: string };

const EMPTY: TicketCampaignValues = { code: '', label: '', description: '', tickets: '', per: 'day', valid_hours: '72', starts_at: '', ends_at: '' };

export const ticketValuesOf = (c: Omit<TicketCampaignView, 'id' | 'version'>): TicketCampaignValues => ({
  code: c.code,
  label: c.label,
  description: c.description,
  tickets: String(c.tickets),
  per: c.per,
  valid_hours: String(c.validHours),
  starts_at: toJstLocal(c.startsAt),
  ends_at: toJstLocal(c.endsAt),
});

const num = (value: string) => (value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value);
const body = (v: TicketCampaignValues) => ({ code: v.code.trim(), label: v.label, description: v.description, tickets: num(v.tickets), per: v.per, valid_hours: num(v.valid_hours), starts_at: v.starts_at, ends_at: v.ends_at });
const fieldOf = (path: string) => ({ validHours: 'valid_hours', endsAt: 'ends_at' } as Record<string, string>)[path.split('.')[0]!] ?? path.split('.')[0]!;

export type TicketCampaignEditorState = { values?: Partial<TicketCampaignValues>; errors?: Record<string, string>; formError?: string | null; status?: DryRunSaveStatus; conflict?: Conflict | null; dryRun?: DryRun | null; draftStatus?: EditorDraftStatus };
export type TicketCampaignEditorProps = { campaign: TicketCampaignView | null; initial?: TicketCampaignEditorState; onSaved?: (campaign: TicketCampaignView) => void; onCancel?: () => void; /** The object's open draft (decision 071): its fields fill the form, 「下書き保存」 edits it. */ draft?: DraftView | null; onDraftSaved?: (draft: DraftView) => void };

/** Create or edit a ticket gift campaign (/gift/ticket/{code}/): tickets per claim, once a JST day or once, validity, window in JST; dry run first. */
export function TicketCampaignEditor({ campaign, initial = {}, onSaved, onCancel, draft: openDraft = null, onDraftSaved }: TicketCampaignEditorProps) {
  const base = useId();
  const id = (field: string) => `${base}-${field}`;
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [values, setValues] = useState<TicketCampaignValues>({ ...(openDraft ? ticketValuesOf({ ...campaign, ...openDraft.value } as TicketCampaignView) : campaign ? ticketValuesOf(campaign) : EMPTY), ...initial.values });
  const { recordId: campaignId, version, errors, formError, status, conflict, dryRun, save, touched, refused, onSubmit, back, takeLatest, overwrite } = useDryRunSave({
    initial,
    record: campaign,
    collectionPath: STAFF_PATHS.ticketCampaigns,
    body: () => body(values),
    savedOf: (answer: { ticketCampaign: TicketCampaignView }) => answer.ticketCampaign,
    fieldOf,
    onSaved,
  });
  const draft = useEditorDraft({ draft: openDraft, initial: { status: initial.draftStatus }, kindPath: 'ticket-campaigns', recordId: campaignId, version, body: () => body(values), onRefused: refused, onChange: onDraftSaved, onPublished: takeLatest });

  const edit = (patch: Partial<TicketCampaignValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    touched();
    draft.touched();
  };
  const set = (field: Exclude<keyof TicketCampaignValues, 'per'>) => (event: { target: { value: string } }) => edit({ [field]: event.target.value } as Partial<TicketCampaignValues>);

  const error = (field: string) =>
    errors[field] ? (
      <p className="staff-field__error" id={id(`${field}-error`)}>
        {errors[field]}
      </p>
    ) : null;
  const input = (field: Exclude<keyof TicketCampaignValues, 'per'>, label: string, props: Record<string, unknown> = {}) => (
    <div className="staff-field">
      <label htmlFor={id(field)}>{label}</label>
      <input id={id(field)} type="text" value={values[field]} onChange={set(field)} aria-invalid={!!errors[field]} aria-describedby={errors[field] ? id(`${field}-error`) : undefined} {...props} />
      {error(field)}
    </div>
  );

  return (
    <>
    <form className="staff-form" onSubmit={onSubmit} aria-labelledby={id('heading')} noValidate>
      <h2 id={id('heading')}>{campaignId ? `チケット配布 #${campaignId} を編集（第${version}版）` : '新しいチケット配布'}</h2>
      <DraftEditingHint draft={draft} />
      <SaveProblems
        formError={formError}
        conflict={conflict}
        labels={TICKET_CAMPAIGN_LABELS}
        onUseLatest={(current, currentVersion) => {
          setValues(ticketValuesOf(current as unknown as TicketCampaignView));
          takeLatest(currentVersion);
        }}
        onOverwrite={overwrite}
      />
      {campaignId ? <p className="staff-field__hint">キャンペーンコード: {values.code}（URL /gift/ticket/{values.code}/ に使われるため変更できません）</p> : input('code', `キャンペーンコード（半角英小文字・数字・「-」「_」の${TICKET_CAMPAIGN_CODE_MIN_LENGTH}〜40文字）`, { autoComplete: 'off' })}
      {input('label', '名前', { maxLength: 60 })}
      {input('description', '説明', { maxLength: 1000 })}
      {input('tickets', '1回に配るチケット（枚）', { type: 'number', min: 1, max: 1000 })}
      <div className="staff-field">
        <label htmlFor={id('per')}>受け取れる頻度</label>
        <select id={id('per')} value={values.per} onChange={(event) => edit({ per: event.target.value as TicketCampaignValues['per'] })}>
          <option value="day">毎日1回（0:00 JSTに戻る）</option>
          <option value="campaign">期間中に1回</option>
        </select>
      </div>
      {input('valid_hours', 'チケットの有効時間（受け取りから何時間）', { type: 'number', min: 1 })}
      <fieldset className="staff-fieldset">
        <legend>受け取り期間（日本時間 JST）</legend>
        {input('starts_at', '開始日時（JST）', { type: 'datetime-local' })}
        {input('ends_at', '終了日時（JST）', { type: 'datetime-local' })}
      </fieldset>
      {dryRun ? (
        <DryRunPanel dryRun={dryRun} labels={TICKET_CAMPAIGN_LABELS} format={formatRewardValue} saving={status === 'saving'} onConfirm={() => void save()} onBack={back} />
      ) : (
        <div className="staff-actions">
          <button type="submit" className="staff-button staff-button--primary" disabled={!ready || status === 'checking' || status === 'saving'} aria-disabled={status === 'checking'}>
            {status === 'checking' ? '確認中…' : '変更内容を確認する'}
          </button>
          <DraftSaveButton draft={draft} disabled={!ready || status === 'checking' || status === 'saving'} />
          {onCancel && (
            <button type="button" className="staff-button" onClick={onCancel}>
              閉じる
            </button>
          )}
        </div>
      )}
      <p className="staff-form__status" role="status">
        {status === 'saved' ? `保存しました（第${version}版）。` : draftSavedText(draft)}
      </p>
    </form>
    <EditorDraftPanel draft={draft} labels={TICKET_CAMPAIGN_LABELS} previewPath={values.code.trim() ? giftTicketPath(values.code.trim()) : null} />
    </>
  );
}
