/** The staff console's API (every path behind staffOnly and the CSRF check; decision 053). */
export const STAFF_API = '/api/staff/v1/';
export const STAFF_PATHS = {
  audit: '/api/staff/v1/audit/',
  banners: '/api/staff/v1/banners/',
  images: '/api/staff/v1/images/',
  settings: '/api/staff/v1/settings/',
  titles: '/api/staff/v1/titles/',
  reviews: '/api/staff/v1/reviews/',
  stories: '/api/staff/v1/stories/',
  reviewReports: '/api/staff/v1/reviews/reports/',
  testMessage: '/api/staff/v1/diagnostics/test-message/',
} as const;
