'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { CAMPAIGN_FAMILIES, CAMPAIGN_FAMILY_LABELS, CAMPAIGN_KINDS, CAMPAIGN_KIND_LABELS, campaignPath, type CampaignFamily } from '#modules/campaigns/client.ts';
import { STAFF_PATHS, type CampaignSnapshot, type DraftView } from '#modules/staff/client.ts';
import { staffCampaignPath } from '#platform/routes/site-paths.ts';
import { toJstLocal } from '#platform/text/jst-datetime.ts';
import { DraftEditingHint, DraftSaveButton, draftSavedText, EditorDraftPanel, useEditorDraft, type EditorDraftStatus } from './EditorDraft.tsx';
import { SaveProblems } from './SaveProblems.tsx';
import { staffSend, type Conflict } from './staff-api.ts';

/** A campaign as the console holds it: the snapshot with its id and the version it was read at. */
export type EditedCampaign = CampaignSnapshot & { id: number; version: number };

export type CampaignValues = {
  family: string;
  slug: string;
  kind: string;
  name: string;
  lead: string;
  terms: string;
  card_text: string;
  color: string;
  starts_at: string;
  ends_at: string;
  published_at: string;
  hashtag: string;
  title_codes: string;
  prize_count: string;
  prizes_text: string;
  courses: string;
  read_titles: string;
  physical_prize: boolean;
};
type Field = keyof CampaignValues;

/** Japanese names of a campaign's fields (the conflict and the audit log). */
export const CAMPAIGN_LABELS: Record<string, string> = {
  family: 'ページの種類',
  slug: 'スラッグ',
  kind: 'キャンペーンの内容',
  name: 'キャンペーン名',
  lead: 'リード文',
  terms: '注意事項',
  cardText: 'カードの文言',
  color: '色',
  startsAt: '開始日時',
  endsAt: '終了日時',
  publishedAt: '特集一覧への掲載日時',
  hashtag: 'ハッシュタグ',
  titleCodes: '対象作品（作品コード）',
  prizeCount: '当選数',
  prizesText: '賞品の表示',
  entryForm: '応募フォーム',
  deletedAt: 'ゴミ箱',
};

const EMPTY: CampaignValues = {
  family: 'campaign',
  slug: '',
  kind: 'sale',
  name: '',
  lead: '',
  terms: '',
  card_text: '',
  color: '',
  starts_at: '',
  ends_at: '',
  published_at: '',
  hashtag: '',
  title_codes: '',
  prize_count: '',
  prizes_text: '',
  courses: '',
  read_titles: '0',
  physical_prize: false,
};

export const campaignValuesOf = (c: CampaignSnapshot): CampaignValues => ({
  family: c.family,
  slug: c.slug,
  kind: c.kind,
  name: c.name,
  lead: c.lead,
  terms: c.terms,
  card_text: c.cardText ?? '',
  color: c.color ?? '',
  starts_at: toJstLocal(c.startsAt),
  ends_at: toJstLocal(c.endsAt),
  published_at: c.publishedAt ? toJstLocal(c.publishedAt) : '',
  hashtag: c.hashtag ?? '',
  title_codes: c.titleCodes.join('\n'),
  prize_count: c.prizeCount === null ? '' : String(c.prizeCount),
  prizes_text: c.prizesText ?? '',
  courses: (c.entryForm?.courses ?? []).map((course) => `${course.code}:${course.label}`).join('\n'),
  read_titles: String(c.entryForm?.readTitles ?? 0),
  physical_prize: c.entryForm?.physicalPrize ?? false,
});

/** The API's problem paths as this form's fields (the entry form's parts have fields of their own). */
const formFields = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.replace(/^entry_form\.read_titles$/, 'read_titles').replace(/^entry_form\.courses.*$/, 'courses'), message]));

const codesOf = (text: string) => text.split(/[\s,、]+/).filter(Boolean);
const numberOrText = (text: string) => (text.trim() === '' ? null : Number.isNaN(Number(text)) ? text : Number(text));

/** What the API takes (it checks everything again, in Japanese). */
export function campaignBody(values: CampaignValues) {
  const present = values.kind === 'present';
  return {
    family: values.family,
    slug: values.slug,
    kind: values.kind,
    name: values.name,
    lead: values.lead,
    terms: values.terms,
    card_text: values.card_text || null,
    color: values.color || null,
    starts_at: values.starts_at || null,
    ends_at: values.ends_at || null,
    published_at: values.published_at || null,
    hashtag: values.hashtag || null,
    title_codes: codesOf(values.title_codes),
    prize_count: present ? numberOrText(values.prize_count) : null,
    prizes_text: present ? values.prizes_text || null : null,
    entry_form: present
      ? {
          courses: values.courses
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
            .map((line) => {
              const [code = '', ...label] = line.split(/[:：]/);
              return { code: code.trim(), label: label.join(':').trim() };
            }),
          read_titles: numberOrText(values.read_titles) ?? 0,
          physical_prize: values.physical_prize,
        }
      : null,
  };
}

export type CampaignEditorState = {
  values?: Partial<CampaignValues>;
  errors?: Partial<Record<string, string>>;
  formError?: string | null;
  status?: 'idle' | 'saving' | 'saved';
  conflict?: Conflict | null;
  draftStatus?: EditorDraftStatus;
};

/** The public page a campaign's fields give (null for the events family, which has none). */
const pageOf = (value: Record<string, unknown>) =>
  (CAMPAIGN_FAMILIES as readonly unknown[]).includes(value.family) && typeof value.slug === 'string' && value.slug ? campaignPath(value.family as CampaignFamily, value.slug) : null;

export type CampaignEditorProps = {
  /** The campaign being edited (with its version), or null for a new one. */
  campaign: EditedCampaign | null;
  /** Names of the target titles by code (the catalogue's). */
  titleNames?: Record<string, string>;
  initial?: CampaignEditorState;
  onSaved?: (campaign: EditedCampaign) => void;
  /** The campaign's open draft (decision 071): its fields fill the form, 「下書き保存」 edits it, DraftPanel below. */
  draft?: DraftView | null;
};

/** Create or edit a campaign of any kind: its page, window [start, end) in JST, texts, colour, target titles, a present's entry form. */
export function CampaignEditor({ campaign, titleNames: givenNames = {}, initial = {}, onSaved, draft: openDraft = null }: CampaignEditorProps) {
  const base = useId();
  const id = (field: string) => `${base}-${field}`;
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const drafted = openDraft ? campaignValuesOf({ ...campaign, ...openDraft.value } as CampaignSnapshot) : null;
  const [values, setValues] = useState<CampaignValues>({ ...(drafted ?? (campaign ? campaignValuesOf(campaign) : EMPTY)), ...initial.values });
  const [version, setVersion] = useState(campaign?.version ?? 0);
  const [campaignId, setCampaignId] = useState<number | null>(campaign?.id ?? null);
  const [names, setNames] = useState<Record<string, string>>(givenNames);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(initial.errors ?? {});
  const [formError, setFormError] = useState<string | null>(initial.formError ?? null);
  const [status, setStatus] = useState(initial.status ?? 'idle');
  const [conflict, setConflict] = useState<Conflict | null>(initial.conflict ?? null);
  const draft = useEditorDraft({
    draft: openDraft,
    initial: { status: initial.draftStatus },
    kindPath: 'campaigns',
    recordId: campaignId,
    version,
    body: () => campaignBody(values),
    onStart: () => {
      setFormError(null);
      setConflict(null);
      setStatus('idle');
    },
    onRefused: (message, fields) => {
      setErrors(formFields(fields));
      setFormError(message);
    },
    onPublished: setVersion,
  });
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (status === 'saved') setStatus('idle');
    draft.touched();
  };

  async function save(atVersion: number) {
    setStatus('saving');
    setFormError(null);
    setConflict(null);
    const path = campaignId ? `${STAFF_PATHS.campaigns}${campaignId}/` : STAFF_PATHS.campaigns;
    const body = campaignBody(values);
    const result = await staffSend<{ campaign: EditedCampaign; titleNames: Record<string, string> }>(path, campaignId ? { ...body, version: atVersion } : body);
    if (result.ok) {
      setVersion(result.answer.campaign.version);
      setCampaignId(result.answer.campaign.id);
      setNames(result.answer.titleNames);
      setErrors({});
      setStatus('saved');
      onSaved?.(result.answer.campaign);
      return;
    }
    setStatus('idle');
    if (result.conflict) setConflict(result.conflict);
    setErrors(formFields(result.fields));
    setFormError(result.message);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'saving') void save(version);
  };
  // A field's own problem; a list's (title_codes.1, entry_form.courses.0.label) shows under the list.
  const problem = (field: string) => errors[field] ?? Object.entries(errors).find(([path]) => path.startsWith(`${field}.`))?.[1];
  const describedBy = (field: string, hint?: string) => [problem(field) ? id(`${field}-error`) : '', hint ? id(hint) : ''].filter(Boolean).join(' ') || undefined;
  const error = (field: string) =>
    problem(field) ? (
      <p className="staff-field__error" id={id(`${field}-error`)}>
        {problem(field)}
      </p>
    ) : null;
  const input = (field: Field, label: string, options: { type?: string; hint?: string; maxLength?: number; inputMode?: 'numeric' } = {}) => (
    <div className="staff-field">
      <label htmlFor={id(field)}>{label}</label>
      {options.hint && (
        <p className="staff-field__hint" id={id(`${field}-hint`)}>
          {options.hint}
        </p>
      )}
      <input
        id={id(field)}
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        value={values[field] as string}
        onChange={set(field)}
        maxLength={options.maxLength}
        aria-invalid={!!problem(field)}
        aria-describedby={describedBy(field, options.hint ? `${field}-hint` : undefined)}
      />
      {error(field)}
    </div>
  );
  const present = values.kind === 'present';
  const codes = codesOf(values.title_codes);
  const href = (CAMPAIGN_FAMILIES as readonly string[]).includes(values.family) && values.slug ? campaignPath(values.family as CampaignFamily, values.slug) : null;

  return (
    <>
    <form className="staff-form" onSubmit={onSubmit} aria-labelledby={id('heading')} noValidate>
      <h2 id={id('heading')}>{campaignId ? `キャンペーン #${campaignId} を編集（第${version}版）` : '新しいキャンペーン'}</h2>
      <DraftEditingHint draft={draft} />
      <SaveProblems
        formError={formError}
        conflict={conflict}
        labels={CAMPAIGN_LABELS}
        onUseLatest={(current, currentVersion) => {
          setValues(campaignValuesOf(current as unknown as CampaignSnapshot));
          setVersion(currentVersion);
          setConflict(null);
          setFormError(null);
        }}
        onOverwrite={(currentVersion) => void save(currentVersion)}
      />
      <div className="staff-field">
        <label htmlFor={id('kind')}>キャンペーンの内容</label>
        <select id={id('kind')} value={values.kind} onChange={set('kind')} aria-invalid={!!problem('kind')} aria-describedby={describedBy('kind')}>
          {CAMPAIGN_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {CAMPAIGN_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
        {error('kind')}
      </div>
      {input('name', 'キャンペーン名', { maxLength: 200 })}
      <fieldset className="staff-fieldset">
        <legend>公開ページのアドレス</legend>
        <div className="staff-field">
          <label htmlFor={id('family')}>ページの種類</label>
          <select id={id('family')} value={values.family} onChange={set('family')} aria-invalid={!!problem('family')} aria-describedby={describedBy('family')}>
            {CAMPAIGN_FAMILIES.map((family) => (
              <option key={family} value={family}>
                {CAMPAIGN_FAMILY_LABELS[family]}
              </option>
            ))}
          </select>
          {error('family')}
        </div>
        {input('slug', 'スラッグ（半角英数字・「-」「_」）', { maxLength: 100, hint: href ? `公開ページ: ${href}` : 'アドレスの最後の部分です（例: spring-sale-2033）。' })}
      </fieldset>
      <fieldset className="staff-fieldset">
        <legend>期間（日本時間 JST）</legend>
        <p className="staff-field__hint" id={id('window-hint')}>
          開始日時から表示され、終了日時ちょうどに終わります（終了日時そのものは含みません。12月27日 0:00 なら26日 23:59 まで）。
        </p>
        <div className="staff-field">
          <label htmlFor={id('starts_at')}>開始日時（JST）</label>
          <input id={id('starts_at')} type="datetime-local" value={values.starts_at} onChange={set('starts_at')} aria-invalid={!!problem('starts_at')} aria-describedby={describedBy('starts_at', 'window-hint')} />
          {error('starts_at')}
        </div>
        <div className="staff-field">
          <label htmlFor={id('ends_at')}>終了日時（JST）</label>
          <input id={id('ends_at')} type="datetime-local" value={values.ends_at} onChange={set('ends_at')} aria-invalid={!!problem('ends_at')} aria-describedby={describedBy('ends_at', 'window-hint')} />
          {error('ends_at')}
        </div>
        <div className="staff-field">
          <label htmlFor={id('published_at')}>特集一覧（/special/）への掲載日時（JST、空欄なら載せない）</label>
          <input id={id('published_at')} type="datetime-local" value={values.published_at} onChange={set('published_at')} aria-invalid={!!problem('published_at')} aria-describedby={describedBy('published_at')} />
          {error('published_at')}
        </div>
      </fieldset>
      <div className="staff-field">
        <label htmlFor={id('lead')}>リード文</label>
        <textarea id={id('lead')} rows={3} value={values.lead} onChange={set('lead')} maxLength={2000} aria-invalid={!!problem('lead')} aria-describedby={describedBy('lead')} />
        {error('lead')}
      </div>
      <div className="staff-field">
        <label htmlFor={id('terms')}>注意事項</label>
        <textarea id={id('terms')} rows={4} value={values.terms} onChange={set('terms')} maxLength={5000} aria-invalid={!!problem('terms')} aria-describedby={describedBy('terms')} />
        {error('terms')}
      </div>
      {input('card_text', 'カードの文言（開催中に作品カードと作品ページに出ます。例: 50%OFF）', { maxLength: 100 })}
      <div className="staff-field">
        <label htmlFor={id('color')}>色（#から始まる6桁、空欄なら標準色）</label>
        <div className="staff-color">
          <input id={id('color')} type="text" value={values.color} onChange={set('color')} maxLength={7} placeholder="#d94a2b" aria-invalid={!!problem('color')} aria-describedby={describedBy('color')} />
          {/^#[0-9A-Fa-f]{6}$/.test(values.color) && <span className="staff-color__swatch" style={{ background: values.color }} aria-hidden="true" />}
        </div>
        {error('color')}
      </div>
      {input('hashtag', 'ハッシュタグ（# なし、空欄可）', { maxLength: 100 })}
      <div className="staff-field">
        <label htmlFor={id('title_codes')}>対象作品・ブックリスト（作品コードを1行に1つ、表示順）</label>
        <textarea id={id('title_codes')} rows={Math.min(Math.max(codes.length + 1, 4), 12)} value={values.title_codes} onChange={set('title_codes')} aria-invalid={!!problem('title_codes')} aria-describedby={describedBy('title_codes', 'title_codes-names')} />
        {error('title_codes')}
        {codes.length === 0 ? (
          <p className="staff-field__hint" id={id('title_codes-names')}>
            対象作品はありません。
          </p>
        ) : (
          <ol className="staff-field__hint staff-title-names" id={id('title_codes-names')} aria-label="対象作品の名前">
            {codes.map((code, index) => (
              <li key={`${code}-${index}`}>
                {code}: {names[code] ?? '（保存すると作品名を確かめます）'}
              </li>
            ))}
          </ol>
        )}
      </div>
      {present && (
        <fieldset className="staff-fieldset">
          <legend>応募フォーム（プレゼント）</legend>
          {input('prize_count', '当選数', { type: 'number', inputMode: 'numeric' })}
          {input('prizes_text', '賞品の表示（例: 図書カード 5,000円分 10名様）', { maxLength: 200 })}
          <div className="staff-field">
            <label htmlFor={id('courses')}>応募コース（1行に「記号:コース名」、空欄ならコースなし）</label>
            <textarea id={id('courses')} rows={3} value={values.courses} onChange={set('courses')} placeholder="A:Aコース" aria-invalid={!!problem('courses')} aria-describedby={describedBy('courses')} />
            {error('courses')}
          </div>
          {input('read_titles', '応募条件: 期間中に読む対象作品の数（0なら条件なし）', { type: 'number', inputMode: 'numeric' })}
          <div className="staff-field staff-field--check">
            <input
              id={id('physical_prize')}
              type="checkbox"
              checked={values.physical_prize}
              onChange={(event) => setValues((v) => ({ ...v, physical_prize: event.target.checked }))}
            />
            <label htmlFor={id('physical_prize')}>賞品を郵送する（このときだけ氏名・住所を預かり、落選者の分は抽選時に消します）</label>
          </div>
        </fieldset>
      )}
      <div className="staff-actions">
        <button type="submit" className="staff-button staff-button--primary" disabled={!ready || status === 'saving'} aria-disabled={status === 'saving'}>
          {status === 'saving' ? '保存中…' : '保存する'}
        </button>
        <DraftSaveButton draft={draft} disabled={!ready || status === 'saving'} />
        {campaignId && !campaign && (
          <a className="staff-button" href={staffCampaignPath({ id: campaignId })}>
            応募・抽選と変更履歴を開く
          </a>
        )}
      </div>
      <p className="staff-form__status" role="status">
        {status === 'saved' ? `保存しました（第${version}版）。公開ページにすぐ反映されます。` : draftSavedText(draft)}
      </p>
    </form>
    <EditorDraftPanel draft={draft} labels={CAMPAIGN_LABELS} previewPath={draft.draft ? pageOf(draft.draft.value) : null} />
    </>
  );
}
