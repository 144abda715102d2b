/**
 * The API's contract as a type, the one place browser code reaches the server's composition root: a
 * type-only re-export (erased at build), so no server code can enter the bundle. The boundary rules
 * (.dependency-cruiser.mjs) stop here and check that this file holds type-only imports.
 */
export type { AppApi } from '../../server/api.ts';
