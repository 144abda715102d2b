import { unstable_notFound as notFound } from 'waku/router/server';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import type { PageProps } from 'waku/router';
import { viewerPages, type ViewerStory } from '../../../../../../../../../../modules/catalogue/index.ts';
import { isReadable, storyAccess } from '../../../../../../../../../../modules/reader/index.ts';
import { PAGE_WIDTHS } from '../../../../../../../../../../platform/images/encode.ts';
import { titleHref } from '../../../../../../../../../components/catalogue/TitleGrid';
import { freeViewerPath, pageImagePath } from '../../../../../../../../../components/catalogue/viewer-path';
import { FreeViewer } from '../../../../../../../../../components/viewer/FreeViewer';
import type { ViewerPage } from '../../../../../../../../../components/viewer/types';
import { parseViewerHeader, VIEWER_HEADER } from '../../../../../../../../../server/page-viewer';
import { getServices } from '../../../../../../../../../server/services';
import { pageTitle } from '../../../../../../../../../site';

const POSITIVE_INT = /^[1-9][0-9]{0,5}$/;
/** The fallback `src` for browsers without srcset: a phone-sized page. */
const FALLBACK_WIDTH = 720;

export default async function FreeViewerPage({ titleCode, volume, story, page }: PageProps<'/bv/t/[titleCode]/v/[volume]/s/[story]/p/[page]'>) {
  if (![volume, story, page].every((value) => POSITIVE_INT.test(value))) notFound();
  const { catalogue, wallet } = await getServices();
  const found = await catalogue.viewerStory(titleCode, Number(volume), Number(story));
  if (!found || Number(page) > found.pageCount) notFound();
  // A story the reader may read now: free, or bought/rented by this member; adult ones after the age
  // confirmation (the freeStory route guard has already sent anyone else away; this checks again).
  const reader = parseViewerHeader(getHeaders()[VIEWER_HEADER]);
  if (!isReadable(await storyAccess(found as ViewerStory, reader, { canRead: (userId, storyId) => wallet.canRead(userId, storyId) }))) notFound();
  const s = found as ViewerStory;
  const image = (n: number, w: number) => pageImagePath(s.titleCode, s.volumeSerialNumber, s.storyNumber, n, w);
  const pages: ViewerPage[] = viewerPages(s).map((info) => ({
    src: image(info.page, FALLBACK_WIDTH),
    srcSet: PAGE_WIDTHS.map((w) => `${image(info.page, w)} ${w}w`).join(', '),
    width: info.width,
    height: info.height,
    alt: info.alt,
  }));
  const pageHrefs = pages.map((_, index) => freeViewerPath(s.titleCode, s.volumeSerialNumber, s.storyNumber, index + 1));
  const next = s.next?.paymentType === 1 ? freeViewerPath(s.titleCode, s.next.volumeSerialNumber, s.next.storyNumber) : null;

  return (
    <>
      <title>{pageTitle(`${s.titleName} ${s.storyName}`)}</title>
      <meta name="robots" content="noindex" />
      {/* React preloads the first page from its <img fetchPriority="high"> (same srcset and sizes). */}
      <FreeViewer
        titleCode={s.titleCode}
        isVertical={s.isVertical}
        titleName={s.titleName}
        storyName={s.storyName}
        storyNumber={s.storyNumber}
        volumeSerialNumber={s.volumeSerialNumber}
        titleHref={titleHref(s.titleCode)}
        pages={pages}
        pageHrefs={pageHrefs}
        initialPage={Number(page)}
        nextStoryHref={next}
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
