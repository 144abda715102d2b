export { seedCatalogue, seedDemoIfEmpty, type SeedOptions, type SeedCounts } from './seed-catalogue.ts';
