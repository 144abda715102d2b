import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reconcileWallet } from '#modules/wallet/index.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { clientFor, signUpMember, verificationTokenFor, type TestMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { createAccountCipher, parseKeyRing } from './account-cipher.ts';
import { toKatakanaName } from './katakana.ts';
import { REFERRAL_REWARD_YEN } from './payout-rules.ts';
import { toHalfWidthKana, zenginRecords } from './zengin-file.ts';

const { app, orm, services } = await createTestApp();
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, any> });
const rid = () => randomUUID().replaceAll('-', '');
const sql = (text: string, params: unknown[] = []) => orm.em.fork().getConnection().execute(text, params);

async function earner(yen: number, name = { last_name: 'ヤマダ', first_name: 'タロウ' }): Promise<TestMember> {
  const member = await signUpMember(app);
  expect((await member.post('/api/user/v1/profile/account-holder/', name)).status).toBe(200);
  await services.wallet.withMemberLedger(member.userId, (ledger) =>
    ledger.grant({ kind: 'affiliate', reason: 'affiliate_referral', reference: 'test', idempotencyKey: `test:${rid()}`, credits: [{ asset: 'affiliate_yen', amount: yen }] }),
  );
  return member;
}

const bank = (overrides: Record<string, unknown> = {}) => ({
  method: 'bank',
  request_id: rid(),
  amount: 1000,
  bank_code: '0001',
  branch_code: '100',
  account_type: 'ordinary',
  account_number: '1234567',
  holder_name: 'ヤマダ タロウ',
  ...overrides,
});

async function staffMember() {
  const staff = await signUpMember(app);
  await sql('update app_user set is_staff = true where id = ?', [staff.userId]);
  return staff;
}

describe('referrals', () => {
  it("credit the referrer once per referred member, on the referred member's first purchase", async () => {
    const referrer = await signUpMember(app);
    const { body } = await json(await referrer.get('/api/v1/affiliate/'));
    expect(body).toMatchObject({ success: true, balance: 0, referrals: [] });
    expect(body.link).toMatch(/\/signup\/\?ref=[A-Z2-9]{8}$/);
    // The link leaves the code in a cookie, which the sign-up reads.
    const cookie = `yomiba_ref=${body.code}`;
    const email = `r${rid().slice(0, 10)}@example.jp`;
    const signUp = await app.request('http://localhost/api/v1/signup/', {
      method: 'POST',
      headers: { ...csrfHeaders, 'Content-Type': 'application/json', Cookie: `${csrfHeaders.Cookie}; ${cookie}` },
      body: JSON.stringify({ email, password: 'yomiba-test-pass-1' }),
    });
    expect(signUp.status).toBe(200);
    const token = await verificationTokenFor(app, email);
    const [referred] = (await sql('select referred_id from affiliate_referral where referrer_id = ?', [referrer.userId])) as { referred_id: number }[];
    expect(referred).toBeDefined();
    // Until the mailed link completes the sign-up, the referrer sees nothing (issue 29 item 6: their list
    // must not tell whether an address they signed up with was new), and a purchase credits nothing.
    expect((await json(await referrer.get('/api/v1/affiliate/'))).body).toMatchObject({ balance: 0, referrals: [] });
    expect(await services.referrals.purchased(referred!.referred_id)).toBe(false);
    expect((await clientFor(app).post('/api/v1/email/verify/', { token })).status).toBe(200);
    // Not paid yet: nothing.
    expect((await json(await referrer.get('/api/v1/affiliate/'))).body).toMatchObject({ balance: 0, referrals: [{ purchased: false }] });
    // Two purchases, the second in parallel with a repeat: one credit.
    await services.wallet.creditPurchase(referred!.referred_id, { paymentId: `p-${rid()}`, paidCoins: 100 });
    await Promise.all([services.wallet.creditPurchase(referred!.referred_id, { paymentId: `p-${rid()}`, paidCoins: 100 }), services.referrals.purchased(referred!.referred_id)]);
    const after = (await json(await referrer.get('/api/v1/affiliate/'))).body;
    expect(after).toMatchObject({ balance: REFERRAL_REWARD_YEN, referrals: [{ purchased: true, creditYen: REFERRAL_REWARD_YEN }] });
    expect(await reconcileWallet(orm.em.fork(), { userIds: [referrer.userId, referred!.referred_id] })).toEqual([]);
  });

  it('a missed purchase event is caught up from the first payment date, still once; own code and unknown codes refer nobody', async () => {
    const referrer = await signUpMember(app);
    const code = await services.referrals.codeOf(referrer.userId);
    const referred = await signUpMember(app);
    expect(await services.referrals.recordSignUp(code, referrer.userId)).toBe(false);
    expect(await services.referrals.recordSignUp('ZZZZZZZZ', referred.userId)).toBe(false);
    expect(await services.referrals.recordSignUp(code, referred.userId)).toBe(true);
    expect(await services.referrals.recordSignUp(code, referred.userId)).toBe(false);
    // The unwrapped wallet: no event reaches affiliate.
    await services.wallet.setPremiumUntil(referred.userId, new Date(Date.now() + 86_400_000));
    await sql('update wallet_account set first_paid_at = now() where user_id = ?', [referred.userId]);
    const views = await Promise.all(Array.from({ length: 5 }, () => referrer.get('/api/v1/affiliate/').then(json)));
    expect(views.every((v) => v.status === 200)).toBe(true);
    expect((await json(await referrer.get('/api/v1/affiliate/'))).body.balance).toBe(REFERRAL_REWARD_YEN);
  });
});

describe('transfer input', () => {
  it.each([
    ['ヤマダ タロウ', 'ヤマダ　タロウ'],
    ['やまだ　たろう', 'ヤマダ　タロウ'],
    ['ﾔﾏﾀﾞ ﾀﾛｳ', 'ヤマダ　タロウ'],
    ['  ｶﾞｯﾂ  ぱぴぷ ', 'ガッツ　パピプ'],
    ['ヴァイオレット', 'ヴァイオレット'],
    ['山田 太郎', null],
    ['YAMADA TARO', null],
    ['ヤマダ1', null],
    ['ヤマダ・タロウ', null],
    ['', null],
  ])('holder name %j → %j', (input, expected) => {
    expect(toKatakanaName(input)).toBe(expected);
  });

  it('refuses unknown bank and branch codes, other account types, numbers that are not 7 digits and names that are not katakana, in Japanese', async () => {
    const member = await earner(5000);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ bank_code: '9998' }, 'bank_code', '金融機関コードが正しくありません。'],
      [{ branch_code: '999' }, 'branch_code', '支店コードが正しくありません。'],
      [{ account_type: 'savings' }, 'account_type', '預金種目を選択してください。'],
      [{ account_number: '123456' }, 'account_number', '口座番号は7桁の数字で入力してください。'],
      [{ account_number: '12345678' }, 'account_number', '口座番号は7桁の数字で入力してください。'],
      [{ holder_name: '山田太郎' }, 'holder_name', '口座名義は全角カタカナで入力してください。'],
      [{ holder_name: 'スズキ イチロウ' }, 'holder_name', '口座名義がプロフィールに登録された氏名と一致しません。プロフィールの「アフィリエイト連携項目」の氏名をご確認ください。'],
      [{ amount: 999 }, 'amount', '申請金額は1,000円以上で入力してください。'],
      [{ amount: 6000 }, 'amount', 'アフィリエイト報酬の残高が不足しています。'],
    ];
    for (const [overrides, path, message] of cases) {
      const answer = await json(await member.post('/api/v1/transfer/', bank(overrides)));
      expect(answer.status, JSON.stringify(overrides)).toBeGreaterThanOrEqual(400);
      expect(answer.body.errors).toContainEqual({ path, message });
    }
    expect((await member.post('/api/v1/transfer/', { ...bank(), amount: 'x' })).status).toBe(400);
    // Half-width and hiragana are accepted; full-width digits too.
    expect((await json(await member.post('/api/v1/transfer/', bank({ holder_name: 'やまだ ﾀﾛｳ', account_number: '７６５４３２１' })))).body.request).toMatchObject({ holderKana: 'ヤマダ　タロウ', accountMasked: '****321', statusLabel: '申請中', bankName: 'みずほ', branchName: '本店' });
    expect((await json(await member.get('/api/v1/transfer/banks/?q=みずほ'))).body.banks[0]).toMatchObject({ code: '0001' });
    expect((await json(await member.get('/api/v1/transfer/banks/0001/branches/?q=100'))).body.branches[0]).toMatchObject({ code: '100', name: '本店' });
    expect(await reconcileWallet(orm.em.fork(), { userIds: [member.userId] })).toEqual([]);
  });
});

describe('transfer requests', () => {
  it('30 parallel requests against a balance for one make one; the same request id again answers the first', async () => {
    const member = await earner(1500);
    const answers = await Promise.all(Array.from({ length: 30 }, () => member.post('/api/v1/transfer/', bank()).then(json)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(29);
    expect(await services.wallet.affiliateBalanceOf(member.userId)).toBe(500);

    const again = await earner(3000);
    const body = bank();
    const repeats = await Promise.all(Array.from({ length: 30 }, () => again.post('/api/v1/transfer/', body).then(json)));
    expect(repeats.every((a) => a.status === 200)).toBe(true);
    expect(new Set(repeats.map((a) => a.body.request.id)).size).toBe(1);
    expect(repeats.filter((a) => a.body.created)).toHaveLength(1);
    expect(await services.wallet.affiliateBalanceOf(again.userId)).toBe(2000);
    expect(await reconcileWallet(orm.em.fork(), { userIds: [member.userId, again.userId] })).toEqual([]);
  });

  it('a return gives the amount back once however often it is asked; approve → paid; history says who and when', async () => {
    const member = await earner(3000);
    const staff = await staffMember();
    const first = (await json(await member.post('/api/v1/transfer/', bank({ amount: 2000 })))).body.request;
    const returns = await Promise.all(Array.from({ length: 10 }, () => staff.post(`/api/staff/v1/transfer/${first.id}/return/`, { reason: '口座名義の確認ができませんでした。' }).then(json)));
    expect(returns.filter((r) => r.status === 200)).toHaveLength(1);
    expect(returns.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await services.wallet.affiliateBalanceOf(member.userId)).toBe(3000);
    expect((await json(await member.get(`/api/v1/transfer/${first.id}/`))).body.request).toMatchObject({ status: 'returned', statusLabel: '差し戻し', returnReason: '口座名義の確認ができませんでした。' });
    expect((await staff.post(`/api/staff/v1/transfer/${first.id}/approve/`)).status).toBe(409);

    const second = (await json(await member.post('/api/v1/transfer/', bank({ amount: 3000 })))).body.request;
    expect((await staff.post(`/api/staff/v1/transfer/${second.id}/paid/`)).status).toBe(409);
    expect((await json(await staff.post(`/api/staff/v1/transfer/${second.id}/approve/`))).body.request.statusLabel).toBe('振込処理中');
    const exported = await staff.post('/api/staff/v1/transfer/export/');
    expect(exported.status).toBe(200);
    const bytes = new Uint8Array(await exported.arrayBuffer());
    expect(bytes.length % 122).toBe(0);
    expect((await json(await staff.post(`/api/staff/v1/transfer/${second.id}/paid/`))).body.request.statusLabel).toBe('振込済');
    expect((await staff.post(`/api/staff/v1/transfer/${second.id}/return/`, { reason: '遅すぎ' })).status).toBe(409);
    const listed = (await json(await staff.get('/api/staff/v1/transfer/'))).body.requests.find((r: { id: number }) => r.id === second.id);
    expect(listed.history.map((h: { status: string; actorUserId: number }) => [h.status, h.actorUserId])).toEqual([
      ['requested', member.userId],
      ['processing', staff.userId],
      ['processing', staff.userId],
      ['paid', staff.userId],
    ]);
    expect(await services.wallet.affiliateBalanceOf(member.userId)).toBe(0);
    expect(await reconcileWallet(orm.em.fork(), { userIds: [member.userId] })).toEqual([]);
  });

  it("member A gets 404 for member B's request; members get 403 from the staff APIs; visitors 401", async () => {
    const a = await earner(2000);
    const b = await earner(2000);
    const request = (await json(await b.post('/api/v1/transfer/', bank()))).body.request;
    expect((await a.get(`/api/v1/transfer/${request.id}/`)).status).toBe(404);
    expect((await json(await a.get('/api/v1/transfer/'))).body.requests).toEqual([]);
    for (const path of ['approve', 'paid']) expect((await a.post(`/api/staff/v1/transfer/${request.id}/${path}/`)).status).toBe(403);
    expect((await a.post(`/api/staff/v1/transfer/${request.id}/return/`, { reason: 'x' })).status).toBe(403);
    expect((await a.get('/api/staff/v1/transfer/')).status).toBe(403);
    expect((await a.post('/api/staff/v1/transfer/export/')).status).toBe(403);
    expect((await a.get('/api/staff/v1/transfer/batches/')).status).toBe(403);
    expect((await clientFor(app).get('/api/v1/transfer/')).status).toBe(401);
  });
});

describe('account numbers at rest', () => {
  it('are stored encrypted (not readable without the key), masked in every answer, and readable after a key rotation', async () => {
    const member = await earner(2000);
    const request = (await json(await member.post('/api/v1/transfer/', bank({ account_number: '9876543' })))).body.request;
    const [row] = (await sql('select account_number_enc, account_last3 from payout_request where id = ?', [request.id])) as { account_number_enc: string; account_last3: string }[];
    expect(row!.account_number_enc).not.toContain('9876543');
    expect(row!.account_last3).toBe('543');
    expect(JSON.stringify(await json(await member.get('/api/v1/transfer/')))).not.toContain('9876543');
    // Another key cannot read it; another member's id (the additional data) cannot either.
    const stranger = createAccountCipher(parseKeyRing(`dev:${Buffer.alloc(32, 7).toString('base64')}`));
    expect(() => stranger.decrypt(row!.account_number_enc, member.userId)).toThrow();
    const old = createAccountCipher(parseKeyRing(`k1:${Buffer.alloc(32, 1).toString('base64')}`));
    const stored = old.encrypt('1234567', 5);
    const rotated = createAccountCipher(parseKeyRing(`k2:${Buffer.alloc(32, 2).toString('base64')},k1:${Buffer.alloc(32, 1).toString('base64')}`));
    expect(rotated.decrypt(stored, 5)).toBe('1234567');
    expect(() => rotated.decrypt(stored, 6)).toThrow();
    expect(rotated.encrypt('1234567', 5).startsWith('k2.')).toBe(true);
  });
});

describe('ドットマネー', () => {
  it('links an account through the sandbox provider and pays out through it', async () => {
    const member = await earner(1000);
    const staff = await staffMember();
    expect((await member.post('/api/v1/transfer/', { method: 'dotmoney', request_id: rid(), amount: 500 })).status).toBe(400);
    expect((await member.post('/api/v1/transfer/dotmoney/', { account_number: '1234-5678-9012-0000' })).status).toBe(400);
    const linked = (await json(await member.post('/api/v1/transfer/dotmoney/', { account_number: '1234 5678 9012 3456' }))).body;
    expect(linked.dotmoneyAccount).toMatch(/^DM-/);
    expect((await json(await member.get('/api/v1/initialize/'))).body.user.dotmoneyAccount).toBe(linked.dotmoneyAccount);
    const request = (await json(await member.post('/api/v1/transfer/', { method: 'dotmoney', request_id: rid(), amount: 500 }))).body.request;
    expect(request).toMatchObject({ fee: 0, net: 500, dotmoneyAccount: linked.dotmoneyAccount });
    await staff.post(`/api/staff/v1/transfer/${request.id}/approve/`);
    expect((await json(await staff.post(`/api/staff/v1/transfer/${request.id}/paid/`))).body.request.status).toBe('paid');
  });
});

describe('reconcile', () => {
  it('reports an affiliate balance that differs from its ledger entries', async () => {
    const member = await earner(1200);
    expect(await reconcileWallet(orm.em.fork(), { userIds: [member.userId] })).toEqual([]);
    await sql('update wallet_account set affiliate_yen = affiliate_yen + 1 where user_id = ?', [member.userId]);
    expect(await reconcileWallet(orm.em.fork(), { userIds: [member.userId] })).toEqual([{ check: 'balance', userId: member.userId, key: 'affiliate_yen', stored: 1201, ledger: 1200 }]);
    await sql('update wallet_account set affiliate_yen = affiliate_yen - 1 where user_id = ?', [member.userId]);
  });
});

describe('全銀協 file', () => {
  it('has 120-character records: header, data, trailer, end', () => {
    const records = zenginRecords(
      { code: '1', name: 'ヨミバ', bankCode: '0001', bankName: 'ミズホ', branchCode: '100', branchName: 'ホンテン', accountType: 1, accountNumber: '1234567' },
      { month: 11, day: 27 },
      [{ bankCode: '0005', bankName: 'ミツビシユ－エフジエイ', branchCode: '001', branchName: 'ホンテン', accountType: 1, accountNumber: '7654321', holderKana: 'ヤマダ　タロウ', amount: 780, customerCode: '12' }],
    );
    expect(records.map((r) => r.length)).toEqual([120, 120, 120, 120]);
    expect(records[1]!.slice(0, 8)).toBe('20005ﾐﾂﾋ');
    expect(records[1]).toContain('ﾔﾏﾀﾞ ﾀﾛｳ');
    expect(records[2]!.slice(0, 19)).toBe('8000001000000000780');
    expect(toHalfWidthKana('ガッツ　パピプ')).toBe('ｶﾞｯﾂ ﾊﾟﾋﾟﾌﾟ');
  });
});
