import { titlePath } from '#platform/routes/site-paths.ts';
import type { ShareModalProps } from '../../state/modal-store.ts';
import { site } from '../../site.ts';

/** What the share modal says about a title (spec §3 "Share info"). */
export function titleShareInfo(titleCode: string, titleName: string): ShareModalProps {
  return {
    titleName,
    hashTags: [site.name, titleName.replace(/[\s#＃、。・!！?？「」『』()（）]+/g, '')].filter((t) => t !== ''),
    text: `「${titleName}」を${site.name}で読もう！`,
    fullPath: titlePath(titleCode),
  };
}
