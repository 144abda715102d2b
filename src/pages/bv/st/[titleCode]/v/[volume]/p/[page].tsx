import { paidViewerPath, titlePath } from '#platform/routes/site-paths.ts';
import { unstable_notFound as notFound } from 'waku/router/server';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import type { PageProps } from 'waku/router';
import { PaidViewer, type PaidViewerNext } from '../../../../../../../components/viewer/PaidViewer';
import { parseViewerHeader, VIEWER_HEADER } from '../../../../../../../server/page-viewer';
import { getServices } from '../../../../../../../server/services';
import { pageSourceOf } from '../../../../../../../server/viewer-sources';
import { pageTitle } from '../../../../../../../site';

const POSITIVE_INT = /^[1-9][0-9]{0,5}$/;

/**
 * The paid (store) viewer: a store title's volume, every story the member may read now (a bought
 * volume: all of them), pages signed for this member (decision 019). The storeVolume route guard has
 * already sent visitors and members without anything readable away; this checks again.
 */
export default async function PaidViewerPage({ titleCode, volume, page }: PageProps<'/bv/st/[titleCode]/v/[volume]/p/[page]'>) {
  if (![volume, page].every((value) => POSITIVE_INT.test(value))) notFound();
  const services = await getServices();
  const found = await services.catalogue.viewerVolume(titleCode, Number(volume));
  if (!found || !found.isStore) notFound();
  const v = found!;
  const reader = parseViewerHeader(getHeaders()[VIEWER_HEADER]);
  const source = await pageSourceOf(services, { titleCode: v.titleCode, volumeSerialNumber: v.volumeSerialNumber }, v.stories, reader);
  if (source.list.pages.length === 0 || Number(page) > source.list.pages.length) notFound();
  const pageHrefs = source.list.pages.map((_, index) => paidViewerPath(v.titleCode, v.volumeSerialNumber, index + 1));

  // The end offers what follows: a story of this volume not read here yet, else the next volume.
  const shown = new Set(source.list.pages.map((ref) => ref.story));
  const lastShown = Math.max(...shown);
  const missing = v.stories.find((s) => s.storyNumber > lastShown && !shown.has(s.storyNumber)) ?? v.stories.find((s) => !shown.has(s.storyNumber));
  const next: PaidViewerNext | null = missing
    ? // Without script: the title page, where the episode is bought (the fragment keeps it apart from 作品ページへ戻る).
      { volumeSerialNumber: v.volumeSerialNumber, storyNumber: missing.storyNumber, href: `${titlePath(v.titleCode)}#story-${missing.storyNumber}`, label: `第${missing.storyNumber}話を読む` }
    : v.nextVolume
      ? { ...v.nextVolume, href: paidViewerPath(v.titleCode, v.nextVolume.volumeSerialNumber), label: '次の巻へ' }
      : null;

  return (
    <>
      <title>{pageTitle(`${v.titleName} ${v.volumeName}`)}</title>
      <meta name="robots" content="noindex" />
      <PaidViewer
        titleCode={v.titleCode}
        isVertical={v.isVertical}
        titleName={v.titleName}
        volumeName={v.volumeName}
        volumeSerialNumber={v.volumeSerialNumber}
        titleHref={titlePath(v.titleCode)}
        source={source}
        pageHrefs={pageHrefs}
        initialPage={Number(page)}
        next={next}
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
