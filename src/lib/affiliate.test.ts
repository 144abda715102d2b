import { describe, expect, it } from 'vitest';
import { decideAffiliateAction } from './affiliate.ts';

const url = 'https://partner.example/';

describe('affiliate action (spec §4, §5)', () => {
  it('sends visitors to /signin/ with next=/', () => {
    expect(decideAffiliateAction({ isLogin: false, accountHolderLastName: '山田' }, url)).toEqual({ kind: 'signin', path: '/signin/?next=%2F' });
  });

  it('asks members without a name to register one, with the spec message', () => {
    for (const names of [{}, { accountHolderFirstName: '', accountHolderLastName: '  ' }, { accountHolderFirstName: null, accountHolderLastName: null }]) {
      expect(decideAffiliateAction({ isLogin: true, ...names }, url)).toEqual({
        kind: 'needName',
        message: 'アフィリエイト連携項目の入力から氏名（姓名）を登録してください。',
        path: '/profile/?dialog=account-holder',
      });
    }
  });

  it('opens the affiliate page when either name is present', () => {
    expect(decideAffiliateAction({ isLogin: true, accountHolderLastName: '山田' }, url)).toEqual({ kind: 'open', url });
    expect(decideAffiliateAction({ isLogin: true, accountHolderFirstName: '花子' }, url)).toEqual({ kind: 'open', url });
  });
});
