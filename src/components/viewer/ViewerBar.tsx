type Props = {
  title: string;
  subtitle: string;
  backHref: string;
  settingsOpen: boolean;
  onToggleSettings: () => void;
  fullscreen: { supported: boolean; active: boolean; toggle: () => void };
  /** Buttons that need script are left out of the server HTML. */
  hydrated: boolean;
};

/** The top bar: back to the title, what is being read, settings and full-screen. */
export function ViewerBar(props: Props) {
  return (
    <header className="viewer__bar viewer__bar--top">
      <a href={props.backHref} className="viewer__back" aria-label="作品ページへ戻る">
        <span aria-hidden="true">←</span>
      </a>
      <h1 className="viewer__title">
        <span className="viewer__title-name">{props.title}</span>
        <span className="viewer__story">{props.subtitle}</span>
      </h1>
      {props.hydrated && props.fullscreen.supported && (
        <button type="button" className="viewer__icon-button" onClick={props.fullscreen.toggle} aria-pressed={props.fullscreen.active}>
          {props.fullscreen.active ? '全画面を終了' : '全画面'}
        </button>
      )}
      {props.hydrated && (
        <button
          type="button"
          className="viewer__icon-button"
          onClick={props.onToggleSettings}
          aria-expanded={props.settingsOpen}
          aria-controls="viewer-settings"
        >
          表示設定
        </button>
      )}
    </header>
  );
}
