import { proxy } from 'valtio/vanilla';

/**
 * What one open viewer is doing: the page shown (the first of a spread), whether the end panel is
 * open, whether the chrome (bars) and the settings panel are visible, and the zoom.
 */
export type ViewerState = {
  page: number;
  atEnd: boolean;
  chromeVisible: boolean;
  settingsOpen: boolean;
  zoom: { scale: number; x: number; y: number };
};

export const NO_ZOOM = { scale: 1, x: 0, y: 0 } as const;

export function createViewerState(initialPage: number): ViewerState {
  return proxy<ViewerState>({ page: initialPage, atEnd: false, chromeVisible: true, settingsOpen: false, zoom: { ...NO_ZOOM } });
}
