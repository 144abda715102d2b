export { APP_STORE_LINKS, appDownloadPage, deviceOf, matchAppDownload, type AppPlatform } from './app-download-router.ts';
