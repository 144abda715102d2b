'use client';

import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { BLOCK_SOURCES, BLOCK_SOURCE_LABELS, GENRE_SOURCE_PREFIX, LIST_SORTS, LIST_SORT_LABELS } from '#modules/catalogue/client.ts';
import { BLOCK_LIMITS, STAFF_PATHS, newBlock, type BlockDefinition, type BlockTabDefinition, type DraftView } from '#modules/staff/client.ts';
import { SaveProblems } from './SaveProblems.tsx';
import { staffSend, type Conflict } from './staff-api.ts';
import { useDraftSave, type DraftSaveState } from './use-draft-save.ts';

export type BlockGenre = { slug: string; nameJa: string; isAdult: boolean };

export type ContentBlocksEditorProps = {
  blocks: BlockDefinition[];
  version: number;
  /** The genres a block can show (`genre:<slug>`), in their order. */
  genres: BlockGenre[];
  initial?: { errors?: Record<string, string>; formError?: string | null; status?: 'idle' | 'saving' | 'saved'; conflict?: Conflict | null; draft?: DraftSaveState };
  /** The open draft of the block list (decision 058): its blocks fill the form and 「下書き保存」 edits it. */
  draft?: DraftView | null;
  onDraftSaved?: (draft: DraftView) => void;
};

const body = (blocks: BlockDefinition[]) =>
  blocks.map((b) => ({
    title: b.title,
    label: b.label?.trim() ? b.label : null,
    source: b.source,
    sort: b.sort,
    item_limit: Number.isFinite(b.itemLimit) ? b.itemLimit : 0,
    ranked: b.ranked,
    more_btn: b.moreBtn,
    tabs: b.tabs.map((t) => ({ label: t.label, source: t.source, ...(t.sort === undefined ? {} : { sort: t.sort }) })),
  }));

const sortName = (sort: number | undefined) => LIST_SORT_LABELS[sort as 1 | 2 | 3] ?? String(sort);

/** One line per block for the conflict's table (only the blocks that differ show). */
function readable(blocks: BlockDefinition[], sourceName: (source: string) => string): Record<string, string> {
  return Object.fromEntries(
    blocks.map((b, i) => {
      const parts = [b.title, b.label ? `ラベル ${b.label}` : '', `${sourceName(b.source)}・${sortName(b.sort)}・${b.itemLimit}件`, b.ranked ? 'ランキング表示' : '', b.moreBtn ? `もっと見る ${b.moreBtn.text}（${b.moreBtn.link}）` : ''];
      const tabs = b.tabs.map((t) => `${t.label}（${sourceName(t.source)}${t.sort ? `・${sortName(t.sort)}` : ''}）`).join('、');
      return [`block${i + 1}`, [...parts, tabs ? `タブ: ${tabs}` : ''].filter(Boolean).join(' ／ ')];
    }),
  );
}

const moved = <T,>(list: T[], index: number, by: -1 | 1): T[] => {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
};

/** The top page's content blocks: headings, what each shows, tabs, order; versioned like every console save. */
export function ContentBlocksEditor({ blocks: initialBlocks, version: initialVersion, genres, initial = {}, draft = null, onDraftSaved }: ContentBlocksEditorProps) {
  const base = useId();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [blocks, setBlocks] = useState<BlockDefinition[]>((draft?.value as { blocks?: BlockDefinition[] } | undefined)?.blocks ?? initialBlocks);
  const [version, setVersion] = useState(initialVersion);
  const [errors, setErrors] = useState<Record<string, string>>(initial.errors ?? {});
  const [formError, setFormError] = useState<string | null>(initial.formError ?? null);
  const [status, setStatus] = useState(initial.status ?? 'idle');
  const [conflict, setConflict] = useState<Conflict | null>(initial.conflict ?? null);
  // The whole list is one draft (the order is the point): `…/drafts/top-blocks/` at the list's version.
  const { draftRef, draftStatus, draftError, saveDraft, draftTouched } = useDraftSave({
    initial: initial.draft,
    kindPath: 'top-blocks',
    recordId: null,
    version,
    body: () => ({ blocks: body(blocks) }),
    draft,
    fieldOf: (path) => path,
    setErrors,
    onDraftSaved,
  });

  const change = (next: (list: BlockDefinition[]) => BlockDefinition[]) => {
    setBlocks(next);
    if (status === 'saved') setStatus('idle');
    draftTouched();
  };
  const update = (index: number, patch: Partial<BlockDefinition>) => change((list) => list.map((b, i) => (i === index ? { ...b, ...patch } : b)));
  const updateTab = (index: number, tabIndex: number, patch: Partial<BlockTabDefinition>) =>
    update(index, { tabs: blocks[index]!.tabs.map((t, i) => (i === tabIndex ? { ...t, ...patch } : t)) });

  async function save(atVersion: number) {
    setStatus('saving');
    setFormError(null);
    setConflict(null);
    const result = await staffSend<{ version: number; blocks: BlockDefinition[] }>(STAFF_PATHS.topBlocks, { version: atVersion, blocks: body(blocks) });
    if (result.ok) {
      setVersion(result.answer.version);
      setBlocks(result.answer.blocks);
      setErrors({});
      setStatus('saved');
      return;
    }
    setStatus('idle');
    setErrors(result.fields);
    setFormError(result.message);
    if (result.conflict) setConflict(result.conflict);
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'saving') void save(version);
  };

  const sourceName = (source: string) =>
    (BLOCK_SOURCE_LABELS as Record<string, string>)[source] ?? genres.find((g) => `${GENRE_SOURCE_PREFIX}${g.slug}` === source)?.nameJa ?? source;
  // The conflict as staff read it: a row per block that differs; the raw versions stay for the two ways out.
  const shown = conflict && {
    ...conflict,
    current: readable((conflict.current as { blocks: BlockDefinition[] }).blocks ?? [], sourceName),
    yours: readable((conflict.yours as { blocks: BlockDefinition[] }).blocks ?? [], sourceName),
  };
  const blockLabels = Object.fromEntries(Array.from({ length: BLOCK_LIMITS.blocks }, (_, i) => [`block${i + 1}`, `ブロック${i + 1}`]));

  const sourceOptions = (current: string) => {
    const known = (BLOCK_SOURCES as readonly string[]).includes(current) || genres.some((g) => `${GENRE_SOURCE_PREFIX}${g.slug}` === current);
    return (
      <>
        {!known && <option value={current}>{current}（不明な指定）</option>}
        <optgroup label="一覧">
          {BLOCK_SOURCES.map((s) => (
            <option key={s} value={s}>
              {BLOCK_SOURCE_LABELS[s]}
            </option>
          ))}
        </optgroup>
        <optgroup label="ジャンル">
          {genres.map((g) => (
            <option key={g.slug} value={`${GENRE_SOURCE_PREFIX}${g.slug}`}>
              ジャンル: {g.nameJa}
              {g.isAdult ? '（成人向け）' : ''}
            </option>
          ))}
        </optgroup>
      </>
    );
  };

  return (
    <form className="staff-form staff-form--compact staff-blocks" onSubmit={onSubmit} aria-labelledby={`${base}-h`} noValidate>
      <h2 id={`${base}-h`}>トップページのブロック（第{version}版）</h2>
      {draftRef && <p className="staff-field__hint">下書き #{draftRef.id} を編集しています（「保存する」ですぐ公開、「下書き保存」で公開せずに保存）。</p>}
      <p className="staff-field__hint">上から順にトップページに表示されます。タブのあるブロックは、タブごとの作品を表示します。成人向けのジャンルは、成人向けを見られる会員にだけ表示されます。</p>
      <SaveProblems
        formError={formError}
        conflict={shown}
        labels={blockLabels}
        onUseLatest={(_, currentVersion) => {
          setBlocks((conflict!.current as { blocks: BlockDefinition[] }).blocks);
          setVersion(currentVersion);
          setConflict(null);
          setFormError(null);
          setErrors({});
        }}
        onOverwrite={(currentVersion) => void save(currentVersion)}
      />
      {blocks.length === 0 && <p className="staff-empty">ブロックがありません。保存するとトップページにはブロックが表示されなくなります。</p>}
      <ol className="staff-blocks__list">
        {blocks.map((block, index) => {
          const id = (f: string) => `${base}-${index}-${f}`;
          const name = block.title || `${index + 1}番目のブロック`;
          const problem = (path: string) => errors[`blocks.${index}.${path}`];
          const field = (f: string, label: string, control: ReactNode, path = f) => (
            <div className="staff-field">
              <label htmlFor={id(f)}>{label}</label>
              {control}
              {problem(path) && (
                <p className="staff-field__error" id={id(`${f}-error`)}>
                  {problem(path)}
                </p>
              )}
            </div>
          );
          const invalid = (path: string, f = path) => ({ 'aria-invalid': !!problem(path), 'aria-describedby': problem(path) ? id(`${f}-error`) : undefined });
          return (
            <li key={index}>
              <fieldset className="staff-fieldset staff-block">
                <legend>
                  {index + 1}. {block.title || '（見出し未入力）'}
                </legend>
                <div className="staff-block__grid">
                  {field('title', '見出し', <input id={id('title')} value={block.title} maxLength={BLOCK_LIMITS.title} onChange={(e) => update(index, { title: e.target.value })} {...invalid('title')} />)}
                  {field('label', 'ラベル（任意。NEW など）', <input id={id('label')} value={block.label ?? ''} maxLength={BLOCK_LIMITS.label} onChange={(e) => update(index, { label: e.target.value })} {...invalid('label')} />)}
                  {field(
                    'source',
                    '表示する作品',
                    <select id={id('source')} value={block.source} onChange={(e) => update(index, { source: e.target.value })} {...invalid('source')}>
                      {sourceOptions(block.source)}
                    </select>,
                  )}
                  {field(
                    'sort',
                    '並び順',
                    <select id={id('sort')} value={block.sort} onChange={(e) => update(index, { sort: Number(e.target.value) })} {...invalid('sort')}>
                      {LIST_SORTS.map((s) => (
                        <option key={s} value={s}>
                          {LIST_SORT_LABELS[s]}
                        </option>
                      ))}
                    </select>,
                  )}
                  {field(
                    'item_limit',
                    `件数（1〜${BLOCK_LIMITS.items}）`,
                    <input id={id('item_limit')} type="number" inputMode="numeric" min={1} max={BLOCK_LIMITS.items} value={Number.isFinite(block.itemLimit) ? block.itemLimit : ''} onChange={(e) => update(index, { itemLimit: e.target.value === '' ? Number.NaN : Number(e.target.value) })} {...invalid('item_limit')} />,
                  )}
                </div>
                <div className="staff-field staff-field--check">
                  <input id={id('ranked')} type="checkbox" checked={block.ranked} onChange={(e) => update(index, { ranked: e.target.checked })} />
                  <label htmlFor={id('ranked')}>ランキング表示（順位の数字をつける）</label>
                </div>
                <div className="staff-field staff-field--check">
                  <input id={id('more')} type="checkbox" checked={block.moreBtn !== null} onChange={(e) => update(index, { moreBtn: e.target.checked ? { link: '/', text: 'もっと見る' } : null })} />
                  <label htmlFor={id('more')}>「もっと見る」リンクを表示する</label>
                </div>
                {block.moreBtn && (
                  <div className="staff-block__grid">
                    {field('more_link', 'もっと見るのリンク先（/ から始まるパス）', <input id={id('more_link')} value={block.moreBtn.link} onChange={(e) => update(index, { moreBtn: { ...block.moreBtn!, link: e.target.value } })} {...invalid('more_btn.link', 'more_link')} />, 'more_btn.link')}
                    {field('more_text', 'もっと見るの文言', <input id={id('more_text')} value={block.moreBtn.text} maxLength={BLOCK_LIMITS.moreText} onChange={(e) => update(index, { moreBtn: { ...block.moreBtn!, text: e.target.value } })} {...invalid('more_btn.text', 'more_text')} />, 'more_btn.text')}
                  </div>
                )}
                <fieldset className="staff-fieldset">
                  <legend>タブ（{block.tabs.length}個）</legend>
                  {block.tabs.length === 0 && <p className="staff-field__hint">タブはありません。「表示する作品」の作品を表示します。</p>}
                  {block.tabs.map((tab, tabIndex) => {
                    const tid = (f: string) => id(`tab-${tabIndex}-${f}`);
                    const tabProblem = (f: string) => problem(`tabs.${tabIndex}.${f}`);
                    const tabName = tab.label || `${tabIndex + 1}番目のタブ`;
                    return (
                      <div key={tabIndex} className="staff-block__tab">
                        <div className="staff-field">
                          <label htmlFor={tid('label')}>タブ{tabIndex + 1}の名前</label>
                          <input id={tid('label')} value={tab.label} maxLength={BLOCK_LIMITS.tabLabel} onChange={(e) => updateTab(index, tabIndex, { label: e.target.value })} aria-invalid={!!tabProblem('label')} aria-describedby={tabProblem('label') ? tid('label-error') : undefined} />
                          {tabProblem('label') && (
                            <p className="staff-field__error" id={tid('label-error')}>
                              {tabProblem('label')}
                            </p>
                          )}
                        </div>
                        <div className="staff-field">
                          <label htmlFor={tid('source')}>タブ{tabIndex + 1}の表示する作品</label>
                          <select id={tid('source')} value={tab.source} onChange={(e) => updateTab(index, tabIndex, { source: e.target.value })} aria-invalid={!!tabProblem('source')} aria-describedby={tabProblem('source') ? tid('source-error') : undefined}>
                            {sourceOptions(tab.source)}
                          </select>
                          {tabProblem('source') && (
                            <p className="staff-field__error" id={tid('source-error')}>
                              {tabProblem('source')}
                            </p>
                          )}
                        </div>
                        <div className="staff-field">
                          <label htmlFor={tid('sort')}>タブ{tabIndex + 1}の並び順</label>
                          <select id={tid('sort')} value={tab.sort ?? ''} onChange={(e) => updateTab(index, tabIndex, { sort: e.target.value === '' ? undefined : Number(e.target.value) })}>
                            <option value="">ブロックと同じ</option>
                            {LIST_SORTS.map((s) => (
                              <option key={s} value={s}>
                                {LIST_SORT_LABELS[s]}
                              </option>
                            ))}
                          </select>
                        </div>
                        <div className="staff-row-actions staff-block__tab-actions">
                          <button type="button" className="staff-button" disabled={!ready || tabIndex === 0} onClick={() => update(index, { tabs: moved(block.tabs, tabIndex, -1) })} aria-label={`タブ「${tabName}」を前へ`}>
                            ↑
                          </button>
                          <button type="button" className="staff-button" disabled={!ready || tabIndex === block.tabs.length - 1} onClick={() => update(index, { tabs: moved(block.tabs, tabIndex, 1) })} aria-label={`タブ「${tabName}」を後ろへ`}>
                            ↓
                          </button>
                          <button type="button" className="staff-button staff-button--danger" disabled={!ready} onClick={() => update(index, { tabs: block.tabs.filter((_, i) => i !== tabIndex) })} aria-label={`タブ「${tabName}」を削除`}>
                            削除
                          </button>
                        </div>
                      </div>
                    );
                  })}
                  {problem('tabs') && <p className="staff-field__error">{problem('tabs')}</p>}
                  <button type="button" className="staff-button" disabled={!ready || block.tabs.length >= BLOCK_LIMITS.tabs} onClick={() => update(index, { tabs: [...block.tabs, { label: '', source: block.source }] })}>
                    「{name}」にタブを追加する
                  </button>
                </fieldset>
                <div className="staff-row-actions">
                  <button type="button" className="staff-button" disabled={!ready || index === 0} onClick={() => change((list) => moved(list, index, -1))}>
                    <span className="visually-hidden">「{name}」を</span>上へ
                  </button>
                  <button type="button" className="staff-button" disabled={!ready || index === blocks.length - 1} onClick={() => change((list) => moved(list, index, 1))}>
                    <span className="visually-hidden">「{name}」を</span>下へ
                  </button>
                  <button type="button" className="staff-button staff-button--danger" disabled={!ready} onClick={() => change((list) => list.filter((_, i) => i !== index))}>
                    <span className="visually-hidden">「{name}」を</span>削除
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {errors.blocks && <p className="staff-field__error">{errors.blocks}</p>}
      <div className="staff-actions">
        <button type="button" className="staff-button" disabled={!ready || blocks.length >= BLOCK_LIMITS.blocks} onClick={() => change((list) => [...list, newBlock()])}>
          ブロックを追加する
        </button>
        <button type="submit" className="staff-button staff-button--primary" disabled={!ready || status === 'saving'}>
          {status === 'saving' ? '保存中…' : '保存する'}
        </button>
        <button type="button" className="staff-button" disabled={!ready || status === 'saving' || draftStatus === 'saving'} onClick={() => void saveDraft()}>
          {draftStatus === 'saving' ? '下書きを保存中…' : '下書き保存'}
        </button>
      </div>
      {draftError && (
        <p className="staff-form__error" role="alert">
          {draftError}
        </p>
      )}
      <p className="staff-form__status" role="status">
        {status === 'saved' ? `保存しました（第${version}版）。トップページにすぐ反映されます。` : ''}
        {status !== 'saved' && draftStatus === 'saved' ? `下書きを保存しました（下書き #${draftRef?.id}）。トップページは変わっていません。下の「下書きと予約公開」から公開・予約できます。` : ''}
        {status === 'saved' && (
          <>
            {' '}
            <a href="/">トップページを見る</a>
          </>
        )}
      </p>
    </form>
  );
}
