export { initializeRouter, type InitializeDeps } from './initialize-router.ts';
