import { TitleSearch } from './entities/title-search.ts';
import { TitleSearchGram } from './entities/title-search-gram.ts';

export { TitleSearch, TitleSearchGram };
export const searchEntities = [TitleSearch, TitleSearchGram];
export { createSearchService, type SearchService } from './search-service.ts';
export { searchRouter, SHARED_MAX_AGE } from './search-router.ts';
export { refreshSearchDocuments } from './documents.ts';
export { ormSqlRunner, pgSqlRunner, type SqlRunner } from './sql-runner.ts';
export { searchTitles, suggestTitles, SUGGESTION_LIMIT, type SearchPage, type SearchViewer, type SuggestionItem } from './search-sql.ts';
export * from './search-query.ts';
export { fold, buildDocument, queryGrams } from './fold.ts';
