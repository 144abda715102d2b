/** The staff console's API (every path behind staffOnly and the CSRF check; decision 053). */
export const STAFF_API = '/api/staff/v1/';
export const STAFF_PATHS = {
  audit: '/api/staff/v1/audit/',
  drafts: '/api/staff/v1/drafts/',
  navigation: '/api/staff/v1/navigation/',
  topBlocks: '/api/staff/v1/top-blocks/',
  banners: '/api/staff/v1/banners/',
  campaigns: '/api/staff/v1/campaigns/',
  images: '/api/staff/v1/images/',
  settings: '/api/staff/v1/settings/',
  titles: '/api/staff/v1/titles/',
  reviews: '/api/staff/v1/reviews/',
  stories: '/api/staff/v1/stories/',
  volumes: '/api/staff/v1/volumes/',
  reviewReports: '/api/staff/v1/reviews/reports/',
  stampCards: '/api/staff/v1/stampcards/',
  lotteries: '/api/staff/v1/lotteries/',
  ticketCampaigns: '/api/staff/v1/ticket-campaigns/',
  coupons: '/api/staff/v1/coupons/',
  coinPacks: '/api/staff/v1/coin-packs/',
  giftHandouts: '/api/staff/v1/gift-handouts/',
  testMessage: '/api/staff/v1/diagnostics/test-message/',
} as const;
