export { Genre } from './genre.ts';
export { Publisher } from './publisher.ts';
export { Author } from './author.ts';
export { Title } from './title.ts';
export { TitleAuthor } from './title-author.ts';
export { Volume } from './volume.ts';
export { Story, PaymentType } from './story.ts';
export { LegacyTitleCode } from './legacy-title-code.ts';
export { Favorite } from './favorite.ts';
export { Review } from './review.ts';
export { ReviewReport } from './review-report.ts';
export { ContentBlock, type ContentBlockTab } from './content-block.ts';
export { TitleRefView, VolumeRefView, StoryRefView, PricedStoryView } from './published-views.ts';

import { Genre } from './genre.ts';
import { Publisher } from './publisher.ts';
import { Author } from './author.ts';
import { Title } from './title.ts';
import { TitleAuthor } from './title-author.ts';
import { Volume } from './volume.ts';
import { Story } from './story.ts';
import { LegacyTitleCode } from './legacy-title-code.ts';
import { Favorite } from './favorite.ts';
import { Review } from './review.ts';
import { ReviewReport } from './review-report.ts';
import { ContentBlock } from './content-block.ts';
import { catalogueViews } from './published-views.ts';

import { PageAltText } from './page-alt-text.ts';

export const catalogueEntities = [Genre, Publisher, Author, Title, TitleAuthor, Volume, Story, LegacyTitleCode, Favorite, ContentBlock, Review, ReviewReport, PageAltText, ...catalogueViews];
