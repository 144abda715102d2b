/** Site-wide wording (Japanese) shared by pages. */
export const site = {
  name: '読み場',
  nameLatin: 'Yomiba',
  title: '読み場（よみば）| 無料で読めるマンガアプリ・電子コミック',
  description:
    '読み場は登録なしで無料マンガが読める電子コミックサイト。少年・少女・青年・女性マンガからBL・TLまで、人気作品の最新話や待てば¥0の作品を毎日お届けします。',
};

export const pageTitle = (title: string) => `${title} | ${site.name}`;

/** The partner programme's external site, opened in a new tab by the affiliate action (spec §4). */
export const AFFILIATE_URL = 'https://partner.yomiba.jp/';
