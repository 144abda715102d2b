'use client';

import { useId, useState, type FormEvent } from 'react';
import { STAFF_PATHS } from '#modules/staff/client.ts';
import { ConflictNotice } from './ConflictNotice.tsx';
import { staffSend, type Conflict } from './staff-api.ts';

type BannerSetting = { enabled: boolean; imageUrl: string; alt: string; linkUrl: string };
type Recommend = { imageUrl: string; title: string; description: string; moreText: string; moreUrl: string; isTargetBlank: boolean } | null;

export type SiteSettingsEditorProps = {
  rectangleBanner: BannerSetting;
  memberCouponBanner: BannerSetting;
  dailyRecommend: Recommend;
  versions: Record<string, number>;
};

type Key = 'rectangleBanner' | 'memberCouponBanner' | 'dailyRecommend';
const NAMES: Record<Key, string> = { rectangleBanner: '長方形の広告バナー', memberCouponBanner: '会員特典クーポンバナー', dailyRecommend: '今日のおすすめ' };

/** One setting's save: versioned, field errors under their inputs, conflict with both versions. */
function useSettingSave<T>(key: Key, initialVersion: number) {
  const [version, setVersion] = useState(initialVersion);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<Conflict | null>(null);
  async function save(value: T, atVersion = version) {
    setStatus('saving');
    setConflict(null);
    const result = await staffSend<{ version: number }>(`${STAFF_PATHS.settings}${key}/`, { value, version: atVersion });
    if (result.ok) {
      setVersion(result.answer.version);
      setStatus('saved');
      setError(null);
      setFields({});
      return;
    }
    setStatus('idle');
    setError(result.message);
    setFields(result.fields);
    if (result.conflict) setConflict(result.conflict);
  }
  return { version, setVersion, status, error, fields, conflict, setConflict, save };
}

function BannerToggle({ settingKey, initial, version: initialVersion }: { settingKey: 'rectangleBanner' | 'memberCouponBanner'; initial: BannerSetting; version: number }) {
  const base = useId();
  const [value, setValue] = useState(initial);
  const s = useSettingSave<BannerSetting>(settingKey, initialVersion);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void s.save(value);
  };
  return (
    <form className="staff-form staff-form--compact" onSubmit={onSubmit} aria-labelledby={`${base}-h`}>
      <h3 id={`${base}-h`}>{NAMES[settingKey]}</h3>
      {s.conflict && (
        <ConflictNotice
          current={s.conflict.current}
          currentVersion={s.conflict.currentVersion}
          yours={s.conflict.yours}
          yourVersion={s.conflict.yourVersion}
          labels={{ value: NAMES[settingKey] }}
          onUseLatest={() => {
            setValue((s.conflict!.current as { value: BannerSetting }).value);
            s.setVersion(s.conflict!.currentVersion);
            s.setConflict(null);
          }}
          onOverwrite={() => void s.save(value, s.conflict!.currentVersion)}
        />
      )}
      {s.error && !s.conflict && (
        <p className="staff-form__error" role="alert">
          {s.error}
        </p>
      )}
      <div className="staff-field staff-field--check">
        <input id={`${base}-on`} type="checkbox" checked={value.enabled} onChange={(e) => setValue({ ...value, enabled: e.target.checked })} />
        <label htmlFor={`${base}-on`}>表示する</label>
      </div>
      <div className="staff-field">
        <label htmlFor={`${base}-alt`}>代替テキスト</label>
        <input id={`${base}-alt`} value={value.alt} onChange={(e) => setValue({ ...value, alt: e.target.value })} aria-invalid={!!s.fields['value.alt']} />
        {s.fields['value.alt'] && <p className="staff-field__error">{s.fields['value.alt']}</p>}
      </div>
      <div className="staff-field">
        <label htmlFor={`${base}-img`}>画像のパス（/img/…、空欄なら文字のバナー）</label>
        <input id={`${base}-img`} value={value.imageUrl} onChange={(e) => setValue({ ...value, imageUrl: e.target.value })} aria-invalid={!!s.fields['value.imageUrl']} />
        {s.fields['value.imageUrl'] && <p className="staff-field__error">{s.fields['value.imageUrl']}</p>}
      </div>
      <div className="staff-field">
        <label htmlFor={`${base}-link`}>リンク先</label>
        <input id={`${base}-link`} value={value.linkUrl} onChange={(e) => setValue({ ...value, linkUrl: e.target.value })} aria-invalid={!!s.fields['value.linkUrl']} />
        {s.fields['value.linkUrl'] && <p className="staff-field__error">{s.fields['value.linkUrl']}</p>}
      </div>
      <button type="submit" className="staff-button staff-button--primary" disabled={s.status === 'saving'}>
        {s.status === 'saving' ? '保存中…' : `${NAMES[settingKey]}を保存`}
      </button>
      <p className="staff-form__status" role="status">
        {s.status === 'saved' ? `保存しました（第${s.version}版）。` : ''}
      </p>
    </form>
  );
}

function RecommendEditor({ initial, version: initialVersion }: { initial: Recommend; version: number }) {
  const base = useId();
  const [enabled, setEnabled] = useState(initial !== null);
  const [value, setValue] = useState(initial ?? { imageUrl: '', title: '', description: '', moreText: '', moreUrl: '/book/free/', isTargetBlank: false });
  const s = useSettingSave<Recommend>('dailyRecommend', initialVersion);
  const text = (field: 'title' | 'description' | 'moreText' | 'moreUrl' | 'imageUrl', label: string, multiline = false) => (
    <div className="staff-field">
      <label htmlFor={`${base}-${field}`}>{label}</label>
      {multiline ? (
        <textarea id={`${base}-${field}`} value={value[field]} rows={3} onChange={(e) => setValue({ ...value, [field]: e.target.value })} aria-invalid={!!s.fields[`value.${field}`]} />
      ) : (
        <input id={`${base}-${field}`} value={value[field]} onChange={(e) => setValue({ ...value, [field]: e.target.value })} aria-invalid={!!s.fields[`value.${field}`]} />
      )}
      {s.fields[`value.${field}`] && <p className="staff-field__error">{s.fields[`value.${field}`]}</p>}
    </div>
  );
  return (
    <form
      className="staff-form staff-form--compact"
      aria-labelledby={`${base}-h`}
      onSubmit={(event) => {
        event.preventDefault();
        void s.save(enabled ? value : null);
      }}
    >
      <h3 id={`${base}-h`}>今日のおすすめ（1日1回のお知らせ）</h3>
      {s.conflict && (
        <ConflictNotice
          current={s.conflict.current}
          currentVersion={s.conflict.currentVersion}
          yours={s.conflict.yours}
          yourVersion={s.conflict.yourVersion}
          labels={{ value: '今日のおすすめ' }}
          onUseLatest={() => location.reload()}
          onOverwrite={() => void s.save(enabled ? value : null, s.conflict!.currentVersion)}
        />
      )}
      {s.error && !s.conflict && (
        <p className="staff-form__error" role="alert">
          {s.error}
        </p>
      )}
      <div className="staff-field staff-field--check">
        <input id={`${base}-on`} type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        <label htmlFor={`${base}-on`}>表示する</label>
      </div>
      {text('title', 'タイトル')}
      {text('description', '説明', true)}
      {text('moreText', 'ボタンの文言')}
      {text('moreUrl', 'ボタンのリンク先')}
      {text('imageUrl', '画像のパス（/img/…）')}
      <button type="submit" className="staff-button staff-button--primary" disabled={s.status === 'saving'}>
        {s.status === 'saving' ? '保存中…' : '今日のおすすめを保存'}
      </button>
      <p className="staff-form__status" role="status">
        {s.status === 'saved' ? `保存しました（第${s.version}版）。` : ''}
      </p>
    </form>
  );
}

/** /staff/banner/'s site settings: the two banner toggles and the daily recommend content. */
export function SiteSettingsEditor({ rectangleBanner, memberCouponBanner, dailyRecommend, versions }: SiteSettingsEditorProps) {
  return (
    <div className="staff-settings">
      <BannerToggle settingKey="rectangleBanner" initial={rectangleBanner} version={versions.rectangleBanner ?? 0} />
      <BannerToggle settingKey="memberCouponBanner" initial={memberCouponBanner} version={versions.memberCouponBanner ?? 0} />
      <RecommendEditor initial={dailyRecommend} version={versions.dailyRecommend ?? 0} />
    </div>
  );
}
