/**
 * The API's contract as a type, the one place browser code reaches the server's composition root: a
 * type-only re-export (erased at build), so no server code can enter the bundle. The boundary lint
 * (.dependency-cruiser.mjs) stops here; scripts/module-boundaries.test.ts checks it holds type-only exports.
 */
export type { AppApi } from '../../server/api.ts';
