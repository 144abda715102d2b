import { currentPreview } from './preview';
import { PreviewBarView } from './PreviewBarView.tsx';

/** The preview bar when the server set a staff member's 'as of' preview for this render (decision 058). */
export function PreviewBar() {
  const preview = currentPreview();
  if (!preview) return null;
  return <PreviewBarView at={preview.at.toISOString()} exitHref={preview.exitHref} />;
}
