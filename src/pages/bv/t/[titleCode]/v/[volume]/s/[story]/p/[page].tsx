import { PaymentType } from '#modules/catalogue/client.ts';
import { AdultSetting } from '#modules/accounts/client.ts';
import { freeViewerPath, titlePath, titleReviewsPath } from '#platform/routes/site-paths.ts';
import { unstable_notFound as notFound } from 'waku/router/server';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import type { PageProps } from 'waku/router';
import type { ViewerStory } from '#modules/catalogue/index.ts';
import { isReadable, storyAccess } from '#modules/reader/index.ts';
import { FreeViewer, type EndOffer } from '../../../../../../../../../components/viewer/FreeViewer';
import { parseViewerHeader, VIEWER_HEADER } from '../../../../../../../../../server/page-viewer';
import { getServices } from '../../../../../../../../../server/services';
import { pageSourceOf } from '../../../../../../../../../server/viewer-sources';
import { pageTitle } from '../../../../../../../../../site';

const POSITIVE_INT = /^[1-9][0-9]{0,5}$/;

export default async function FreeViewerPage({ titleCode, volume, story, page }: PageProps<'/bv/t/[titleCode]/v/[volume]/s/[story]/p/[page]'>) {
  if (![volume, story, page].every((value) => POSITIVE_INT.test(value))) notFound();
  const services = await getServices();
  const { catalogue, wallet, readerSettings } = services;
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
  // The end screen: the next story whatever it costs, the other volumes, similar titles (adult ones only
  // for an adult-valid member), and a member's saved reader settings.
  const adultAllowed = reader.isLogin && reader.userValidAdult === AdultSetting.Enabled;
  const [volumeEntries, similar, savedSettings] = await Promise.all([
    catalogue.volumeEntries(s.titleCode),
    catalogue.similarTitles(s.titleCode, { adultAllowed, limit: 6 }),
    reader.isLogin ? readerSettings.get(reader.userId, s.titleCode, adultAllowed) : Promise.resolve(null),
  ]);
  const titlePage = titlePath(s.titleCode);
  // Without script a story that costs something is reached from the title page (the reading flow needs script).
  const hrefOf = (volume: number, story: number, paymentType: number) => (paymentType === PaymentType.Free ? freeViewerPath(s.titleCode, volume, story) : titlePage);
  const nextStory: EndOffer | null = s.next
    ? {
        volumeSerialNumber: s.next.volumeSerialNumber,
        storyNumber: s.next.storyNumber,
        paymentType: s.next.paymentType,
        priceCoins: s.next.priceCoins,
        label: '次の話へ',
        // Story names already start with their number (第2話 …).
        detail: s.next.name.startsWith(`第${s.next.storyNumber}話`) ? s.next.name : `第${s.next.storyNumber}話 ${s.next.name}`,
        href: hrefOf(s.next.volumeSerialNumber, s.next.storyNumber, s.next.paymentType),
      }
    : null;
  const volumes: EndOffer[] = volumeEntries
    .filter((v) => v.serialNumber !== s.volumeSerialNumber && v.firstStory)
    .map((v) => ({
      volumeSerialNumber: v.serialNumber,
      storyNumber: v.firstStory!.storyNumber,
      paymentType: v.firstStory!.paymentType,
      priceCoins: v.firstStory!.priceCoins,
      label: `第${v.serialNumber}巻`,
      ...(v.name === `第${v.serialNumber}巻` ? {} : { detail: v.name }),
      href: hrefOf(v.serialNumber, v.firstStory!.storyNumber, v.firstStory!.paymentType),
    }));
  const recommendations = similar.map((t) => ({ titleCode: t.titleCode, titleName: t.titleName, href: titlePath(t.titleCode), coverSrc: t.thumbnailImagePath }));

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
        titleHref={titlePage}
        source={source}
        pageHrefs={pageHrefs}
        initialPage={Number(page)}
        nextStory={nextStory}
        volumes={volumes}
        recommendations={recommendations}
        reviewHref={titleReviewsPath(s.titleCode)}
        isMember={reader.isLogin}
        savedSettings={savedSettings ?? null}
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
