import type { BannerSnapshot } from '#modules/staff/client.ts';

/** Where a banner stands at `at`: 掲載中, 掲載予定, 掲載終了 or ゴミ箱. */
export function bannerStatus(banner: Pick<BannerSnapshot, 'startsAt' | 'endsAt' | 'deletedAt'>, at: Date): { key: 'live' | 'scheduled' | 'ended' | 'trash'; label: string } {
  if (banner.deletedAt) return { key: 'trash', label: 'ゴミ箱' };
  if (banner.startsAt && new Date(banner.startsAt) > at) return { key: 'scheduled', label: '掲載予定' };
  if (banner.endsAt && new Date(banner.endsAt) <= at) return { key: 'ended', label: '掲載終了' };
  return { key: 'live', label: '掲載中' };
}
