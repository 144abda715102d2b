export { initializeRouter, type InitializeDeps, type RecommendInfo } from './initialize-router.ts';
