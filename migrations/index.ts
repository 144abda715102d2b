import { Migration20261122000000_catalogue } from './Migration20261122000000_catalogue.ts';

/** Every migration, in order. Bundled into the server and the scripts (no file discovery). */
export const migrationsList = [{ name: 'Migration20261122000000_catalogue', class: Migration20261122000000_catalogue }];
