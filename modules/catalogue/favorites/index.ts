export { createFavoritesService, type FavoritesService, type FavoriteAnswer } from './favorites-service.ts';
export { favoritesRouter, favoriteInput, favoriteMessages } from './favorites-router.ts';
