import type { ReadingDirection } from '../../state/viewer-settings.ts';

type Props = {
  page: number;
  pageCount: number;
  label: string;
  direction: ReadingDirection;
  hydrated: boolean;
  onSeek: (page: number) => void;
};

/**
 * The bottom bar: the page count and a page slider. The slider runs right to left in a
 * right-to-left book, so page 1 is at the right end, as in the printed volume.
 */
export function ViewerControls(props: Props) {
  return (
    <div className="viewer__bar viewer__bar--bottom">
      <p className="viewer__count" aria-hidden="true">
        {props.label}
      </p>
      {/* In the server HTML too (disabled until the script runs), so the bar does not change its layout at hydration. */}
      {props.pageCount > 1 && (
        <input
          className="viewer__slider"
          type="range"
          disabled={!props.hydrated}
          min={1}
          max={props.pageCount}
          step={1}
          value={props.page}
          dir={props.direction}
          aria-label="ページ移動"
          aria-valuetext={`${props.page} / ${props.pageCount}ページ`}
          onChange={(event) => props.onSeek(Number(event.currentTarget.value))}
        />
      )}
    </div>
  );
}

/** The thin reading-progress line along the bottom edge, filled from the side the book starts on. */
export function ViewerProgress({ percent, direction }: { percent: number; direction: ReadingDirection }) {
  const value = Math.min(100, Math.max(0, percent));
  return (
    <div
      className="viewer__progress"
      dir={direction}
      role="progressbar"
      aria-label="読んだ割合"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
    >
      <span style={{ width: `${value}%` }} />
    </div>
  );
}
