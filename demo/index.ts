/**
 * The demo: an invented catalogue with generated art, demo members and 60 days of activity. Only demo mode
 * loads it (src/server/demo-mode.ts imports it dynamically); `npm run seed`, the tests and the benches use it
 * directly.
 */
export { seedDemoData } from './seed.ts';
export { seedDemoActivity, DEMO_BUYERS } from './activity.ts';
export { seedCatalogue, seedDemoIfEmpty, type SeedOptions, type SeedCounts } from './catalogue/index.ts';
export { generateCatalogue, DEFAULT_SEED, MAX_TITLES } from './catalogue/generate.ts';
export { LEGACY_TITLE_CODES } from './catalogue/legacy-codes.ts';
export { DEMO_MEMBERS, DEMO_PASSWORD, seedDemoMembers, seedDemoBuyers, type DemoMemberKey } from './members.ts';
export { DEMO_CONTENT_BLOCKS } from './blocks.ts';
export { demoCampaignRoutes, UNKNOWN_CAMPAIGN_ROUTES, MISSPELT_TWIN, MEMBER_CAMPAIGN_ROUTES, ABSENT_PRESENT_PARTS } from './campaign-routes.ts';
export { demoArt } from './art/index.ts';
