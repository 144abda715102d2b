/** `GET /api/v1/initialize/`: the app state every page load starts from (its address, for the client's injected seam). */
export const INITIALIZE_PATH = '/api/v1/initialize/';
