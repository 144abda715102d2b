import { formatJst } from '#platform/text/jst-datetime.ts';
import './preview-bar.css';

/** The bar on every page a staff member previews 'as of' a time (decision 058), with the way out. */
export function PreviewBarView({ at, exitHref }: { at: string; exitHref: string }) {
  return (
    <div className="preview-bar" role="status">
      <p>
        <strong>プレビュー: {formatJst(at)} 時点の表示</strong>
        <span className="preview-bar__note">（スタッフのあなただけに表示されています）</span>
      </p>
      <a href={exitHref}>プレビューを終了</a>
    </div>
  );
}
