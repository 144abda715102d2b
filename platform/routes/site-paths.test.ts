import { describe, expect, it } from 'vitest';
import {
  campaignTitlesPath,
  coinPurchasePath,
  freeViewerPath,
  genrePath,
  genreSearchPath,
  keywordSearchPath,
  landingPath,
  latestReviewsPath,
  myReviewsPath,
  namedSpecialPath,
  noticePath,
  paidViewerPath,
  receiptPath,
  referralSignUpPath,
  reviewReportPath,
  shelfTitlePath,
  signInPath,
  specialFamilyPath,
  staffCampaignPath,
  staffSeriesPath,
  staffTransferPath,
  titlePath,
  titleReviewsPath,
} from './site-paths.ts';

describe('site paths', () => {
  it('builds each page address with a trailing slash', () => {
    expect(titlePath('YB000001')).toBe('/book/title/YB000001/');
    expect(titleReviewsPath('YB000001')).toBe('/book/review/YB000001/');
    expect(titleReviewsPath('YB000001', 2)).toBe('/book/review/YB000001/?page=2');
    expect(genrePath('fantasy')).toBe('/book/genre/fantasy/');
    expect(freeViewerPath('YB000001', 2, 3)).toBe('/bv/t/YB000001/v/2/s/3/p/1/');
    expect(freeViewerPath('YB000001', 2, 3, 7)).toBe('/bv/t/YB000001/v/2/s/3/p/7/');
    expect(paidViewerPath('YB000001', 4)).toBe('/bv/st/YB000001/v/4/p/1/');
    expect(shelfTitlePath('YB000001')).toBe('/bookshelf/YB000001/');
    expect(noticePath(12)).toBe('/info/12/');
    expect(reviewReportPath(5)).toBe('/review/report/5/');
    expect(latestReviewsPath()).toBe('/review/');
    expect(latestReviewsPath(3)).toBe('/review/?page=3');
    expect(myReviewsPath(1)).toBe('/myreview/');
    expect(myReviewsPath(2)).toBe('/myreview/?page=2');
    expect(coinPurchasePath()).toBe('/point/');
    expect(receiptPath('p_1')).toBe('/point/receipt/?id=p_1');
    expect(genreSearchPath(101)).toBe('/book/search/?genre=101');
  });

  it('encodes reserved characters in path segments, so a value cannot add a segment, a query or a fragment', () => {
    const code = 'a/b?c#d e&f%';
    const encoded = 'a%2Fb%3Fc%23d%20e%26f%25';
    expect(titlePath(code)).toBe(`/book/title/${encoded}/`);
    expect(titleReviewsPath(code)).toBe(`/book/review/${encoded}/`);
    expect(genrePath('../admin')).toBe('/book/genre/..%2Fadmin/');
    expect(shelfTitlePath(code)).toBe(`/bookshelf/${encoded}/`);
    expect(freeViewerPath(code, 1, 2)).toBe(`/bv/t/${encoded}/v/1/s/2/p/1/`);
    expect(paidViewerPath(code, 1)).toBe(`/bv/st/${encoded}/v/1/p/1/`);
    expect(noticePath('1/../x')).toBe('/info/1%2F..%2Fx/');
    expect(new URL(titlePath(code), 'https://example.test').pathname.split('/')).toEqual(['', 'book', 'title', encoded, '']);
  });

  it('encodes query values, Japanese included, and leaves out the ones not given', () => {
    expect(keywordSearchPath('ワンピース & 仲間')).toBe(`/book/search/?keyword=${encodeURIComponent('ワンピース & 仲間')}`);
    expect(new URL(keywordSearchPath('a&genre=1#x'), 'https://example.test').searchParams.get('keyword')).toBe('a&genre=1#x');
    expect(coinPurchasePath({ coupon: 'SALE&20' })).toBe('/point/?coupon_code=SALE%2620');
    expect(coinPurchasePath({ purchase: 'p 1' })).toBe('/point/?purchase=p%201');
    expect(receiptPath('a&b')).toBe('/point/receipt/?id=a%26b');
  });

  it('sends sign-in back to a path, with the reason of a failed social sign-in first', () => {
    expect(signInPath()).toBe('/signin/');
    expect(signInPath('/book/review/YB1/?page=2')).toBe('/signin/?next=%2Fbook%2Freview%2FYB1%2F%3Fpage%3D2');
    expect(signInPath(titleReviewsPath('a/b'))).toBe(`/signin/?next=${encodeURIComponent('/book/review/a%2Fb/')}`);
    expect(signInPath(undefined, { socialError: 'denied' })).toBe('/signin/?social_error=denied');
    expect(signInPath('/profile/', { socialError: 'denied' })).toBe('/signin/?social_error=denied&next=%2Fprofile%2F');
  });

  it('builds the campaign pages, a named page keeping its segments, each encoded', () => {
    expect(campaignTitlesPath('winter-sale')).toBe('/book/campaign/winter-sale/');
    expect(campaignTitlesPath('winter-sale', 1)).toBe('/book/campaign/winter-sale/');
    expect(campaignTitlesPath('winter-sale', 3)).toBe('/book/campaign/winter-sale/?page=3');
    expect(landingPath('8anniversary')).toBe('/lp/8anniversary/');
    expect(namedSpecialPath('christmas')).toBe('/special/christmas/');
    expect(namedSpecialPath('anniversary/8th/yamawake')).toBe('/special/anniversary/8th/yamawake/');
    expect(namedSpecialPath('gacha/2023 11?')).toBe('/special/gacha/2023%2011%3F/');
    expect(specialFamilyPath('yearranking', '2025')).toBe('/special/yearranking/2025/');
    expect(specialFamilyPath('multi_lp', 'genre-festival', 1)).toBe('/special/multi_lp/genre-festival/');
    expect(specialFamilyPath('multi_lp', 'genre-festival', 2)).toBe('/special/multi_lp/genre-festival/?tab=2');
    expect(landingPath('あ')).toBe('/lp/%E3%81%82/');
  });

  it('builds the referral link and the staff pages with their query', () => {
    expect(referralSignUpPath('ABCD2345')).toBe('/signup/?ref=ABCD2345');
    expect(staffSeriesPath({ code: 'YB000001', story: 12 })).toBe('/staff/series/?code=YB000001&story=12');
    expect(staffSeriesPath({ code: 'YB000001', q: '' })).toBe('/staff/series/?code=YB000001');
    expect(staffSeriesPath({ code: 'YB000001', q: '恋 & 友' })).toBe(`/staff/series/?code=YB000001&q=${encodeURIComponent('恋 & 友')}`);
    expect(staffCampaignPath()).toBe('/staff/campaign/');
    expect(staffCampaignPath({ id: 12 })).toBe('/staff/campaign/?id=12');
    expect(staffCampaignPath({ new: true })).toBe('/staff/campaign/?new=1');
    expect(staffTransferPath()).toBe('/staff/transfer/');
    expect(staffTransferPath('approved')).toBe('/staff/transfer/?status=approved');
  });
});
