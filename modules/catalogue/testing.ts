/** Test helpers of the catalogue module, for tests outside it (decision 029): the generated demo catalogue. */
export { generateCatalogue } from './seed/generate.ts';
