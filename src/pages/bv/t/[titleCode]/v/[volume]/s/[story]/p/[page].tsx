import { unstable_notFound as notFound } from 'waku/router/server';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import type { PageProps } from 'waku/router';
import type { ViewerStory } from '../../../../../../../../../../modules/catalogue/index.ts';
import { isReadable, storyAccess } from '../../../../../../../../../../modules/reader/index.ts';
import { titleHref } from '../../../../../../../../../components/catalogue/TitleGrid';
import { freeViewerPath } from '../../../../../../../../../components/catalogue/viewer-path';
import { FreeViewer } from '../../../../../../../../../components/viewer/FreeViewer';
import { parseViewerHeader, VIEWER_HEADER } from '../../../../../../../../../server/page-viewer';
import { getServices } from '../../../../../../../../../server/services';
import { pageSourceOf } from '../../../../../../../../../server/viewer-sources';
import { pageTitle } from '../../../../../../../../../site';

const POSITIVE_INT = /^[1-9][0-9]{0,5}$/;

export default async function FreeViewerPage({ titleCode, volume, story, page }: PageProps<'/bv/t/[titleCode]/v/[volume]/s/[story]/p/[page]'>) {
  if (![volume, story, page].every((value) => POSITIVE_INT.test(value))) notFound();
  const services = await getServices();
  const { catalogue, wallet } = services;
  const found = await catalogue.viewerStory(titleCode, Number(volume), Number(story));
  if (!found || Number(page) > found.pageCount) notFound();
  // A story the reader may read now: free, or bought/rented by this member; adult ones after the age
  // confirmation (the freeStory route guard has already sent anyone else away; this checks again).
  const reader = parseViewerHeader(getHeaders()[VIEWER_HEADER]);
  if (!isReadable(await storyAccess(found as ViewerStory, reader, { canRead: (userId, storyId) => wallet.canRead(userId, storyId) }))) notFound();
  const s = found as ViewerStory;
  // Free general pages keep plain cacheable URLs; adult or rented/bought ones are signed for this reader.
  const source = await pageSourceOf(services, { titleCode: s.titleCode, volumeSerialNumber: s.volumeSerialNumber, storyNumber: s.storyNumber }, [s], reader);
  const pageHrefs = source.list.pages.map((_, index) => freeViewerPath(s.titleCode, s.volumeSerialNumber, s.storyNumber, index + 1));
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
        source={source}
        pageHrefs={pageHrefs}
        initialPage={Number(page)}
        nextStoryHref={next}
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
