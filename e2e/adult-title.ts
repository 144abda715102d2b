import { generateCatalogue } from '#demo/catalogue/generate.ts';

/** The first adult (TL/BL) title of the default demo seed with a free story: its title page and free viewer path. */
export function firstAdultFreeStory(): { titleCode: string; viewerPath: string } {
  for (const batch of generateCatalogue({ titles: 300 }).batches()) {
    for (const title of batch.titles.filter((t) => t.isAdult)) {
      const story = batch.stories.find((s) => s.titleId === title.id && s.paymentType === 1);
      const volume = story && batch.volumes.find((v) => v.id === story.volumeId);
      if (story && volume) return { titleCode: title.titleCode, viewerPath: `/bv/t/${title.titleCode}/v/${volume.serialNumber}/s/${story.storyNumber}/p/1/` };
    }
  }
  throw new Error('the demo seed has no free adult story');
}

/** The first general title of the default demo seed with a story of this payment type (2 待てば¥0, 3 coins). */
export function firstStoryOfType(paymentType: 2 | 3) {
  return nthStoryOfType(paymentType, 0, { withStore: true });
}

/**
 * The first story of this payment type in the `skip`-th general title that has one (store titles,
 * read in the paid viewer, only when asked for): lets a test pick a story nobody else has unlocked.
 */
export function nthStoryOfType(paymentType: 2 | 3, skip: number, { withStore = false } = {}): { titleCode: string; titleName: string; volume: number; storyNumber: number; name: string; priceCoins: number } {
  let seen = 0;
  for (const batch of generateCatalogue({ titles: 300 }).batches()) {
    for (const title of batch.titles.filter((t) => !t.isAdult && (withStore || !t.isStore))) {
      const story = batch.stories.find((s) => s.titleId === title.id && s.paymentType === paymentType);
      const volume = story && batch.volumes.find((v) => v.id === story.volumeId);
      if (!story || !volume || seen++ < skip) continue;
      return { titleCode: title.titleCode, titleName: title.titleName, volume: volume.serialNumber, storyNumber: story.storyNumber, name: story.name, priceCoins: story.priceCoins };
    }
  }
  throw new Error(`the demo seed has fewer than ${skip + 1} titles with a story of payment type ${paymentType}`);
}
