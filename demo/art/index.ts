import type { MasterImageSource } from '#platform/images/master-source.ts';
import { renderCover, renderPage } from './masters.ts';

/** The demo's generated covers and pages, for the image pipeline (every title and page has one). */
export const demoArt: MasterImageSource = {
  cover: (design) => (width) => renderCover(design, width),
  page: (design) => (width) => renderPage(design, width),
};
