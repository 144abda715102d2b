import type { ReaderSettings } from '../../state/viewer-settings.ts';
import './viewer.css';

type Option<T extends string> = { value: T; label: string };

const DIRECTION_OPTIONS: Option<ReaderSettings['direction']>[] = [
  { value: 'rtl', label: '右から左（マンガ）' },
  { value: 'ltr', label: '左から右' },
];
const SPREAD_OPTIONS: Option<ReaderSettings['spread']>[] = [
  { value: 'auto', label: '見開き（横長の画面）' },
  { value: 'single', label: '1ページずつ' },
];
const MODE_OPTIONS: Option<ReaderSettings['mode']>[] = [
  { value: 'paged', label: 'ページめくり' },
  { value: 'vertical', label: 'タテヨミ' },
];

export type ViewerSettingsPanelProps = {
  settings: ReaderSettings;
  onChange: (change: Partial<ReaderSettings>) => void;
  onClose: () => void;
};

function Choice<K extends keyof ReaderSettings>(props: {
  name: K;
  legend: string;
  options: Option<ReaderSettings[K]>[];
  value: ReaderSettings[K];
  disabled?: boolean;
  onChange: (change: Partial<ReaderSettings>) => void;
}) {
  return (
    <fieldset className="viewer-settings__group" disabled={props.disabled}>
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value} className="viewer-settings__option">
          <input
            type="radio"
            name={`viewer-${props.name}`}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange({ [props.name]: option.value } as Partial<ReaderSettings>)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Reader settings for this title: reading direction, spreads and mode. Saved as soon as they change. */
export function ViewerSettingsPanel({ settings, onChange, onClose }: ViewerSettingsPanelProps) {
  const vertical = settings.mode === 'vertical';
  return (
    <section
      className="viewer-settings"
      aria-labelledby="viewer-settings-heading"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="viewer-settings__head">
        <h2 id="viewer-settings-heading">表示設定</h2>
        <button type="button" className="viewer-settings__close" onClick={onClose}>
          閉じる
        </button>
      </div>
      <Choice name="mode" legend="表示モード" options={MODE_OPTIONS} value={settings.mode} onChange={onChange} />
      <Choice name="direction" legend="めくる方向" options={DIRECTION_OPTIONS} value={settings.direction} disabled={vertical} onChange={onChange} />
      <Choice name="spread" legend="見開き表示" options={SPREAD_OPTIONS} value={settings.spread} disabled={vertical} onChange={onChange} />
      <p className="viewer-settings__note">この作品の設定として保存されます。</p>
    </section>
  );
}
