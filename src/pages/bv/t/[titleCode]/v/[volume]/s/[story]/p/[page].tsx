import { unstable_notFound as notFound } from 'waku/router/server';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import type { PageProps } from 'waku/router';
import type { ViewerStory } from '../../../../../../../../../../modules/catalogue/index.ts';
import { titleHref } from '../../../../../../../../../components/catalogue/TitleGrid';
import { freeViewerPath, pageImagePath } from '../../../../../../../../../components/catalogue/viewer-path';
import { FreeViewer } from '../../../../../../../../../components/viewer/FreeViewer';
import { parseViewerHeader, VIEWER_HEADER } from '../../../../../../../../../server/page-viewer';
import { getServices } from '../../../../../../../../../server/services';
import { pageTitle } from '../../../../../../../../../site';

const POSITIVE_INT = /^[1-9][0-9]{0,5}$/;
const WIDTHS = [540, 720, 1080, 1440];

export default async function FreeViewerPage({ titleCode, volume, story, page }: PageProps<'/bv/t/[titleCode]/v/[volume]/s/[story]/p/[page]'>) {
  if (![volume, story, page].every((value) => POSITIVE_INT.test(value))) notFound();
  const { catalogue } = await getServices();
  const found = await catalogue.viewerStory(titleCode, Number(volume), Number(story));
  // The free viewer shows free stories only (paid ones go through the check flow); adult ones only to
  // adult-valid members (the freeStory route guard has already sent anyone else away).
  const adultAllowed = parseViewerHeader(getHeaders()[VIEWER_HEADER]).userValidAdult === 1;
  if (!found || found.paymentType !== 1 || (found.isAdult && !adultAllowed) || Number(page) > found.pageCount) notFound();
  const s = found as ViewerStory;
  const pages = Array.from({ length: s.pageCount }, (_, index) => {
    const n = index + 1;
    return {
      src: pageImagePath(s.titleCode, s.volumeSerialNumber, s.storyNumber, n, 720),
      srcSet: WIDTHS.map((w) => `${pageImagePath(s.titleCode, s.volumeSerialNumber, s.storyNumber, n, w)} ${w}w`).join(', '),
    };
  });
  const pageHrefs = pages.map((_, index) => freeViewerPath(s.titleCode, s.volumeSerialNumber, s.storyNumber, index + 1));
  const next = s.next?.paymentType === 1 ? freeViewerPath(s.titleCode, s.next.volumeSerialNumber, s.next.storyNumber) : null;
  const previous = s.previous?.paymentType === 1 ? freeViewerPath(s.titleCode, s.previous.volumeSerialNumber, s.previous.storyNumber) : null;

  return (
    <>
      <title>{pageTitle(`${s.titleName} ${s.storyName}`)}</title>
      <meta name="robots" content="noindex" />
      <link rel="preload" as="image" href={pages[Number(page) - 1]?.src} fetchPriority="high" />
      <FreeViewer
        titleName={s.titleName}
        storyName={s.storyName}
        titleHref={titleHref(s.titleCode)}
        pages={pages}
        pageHrefs={pageHrefs}
        initialPage={Number(page)}
        nextStoryHref={next}
        previousStoryHref={previous}
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
