import { describe, expect, it } from 'vitest';
import { signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from './testing/test-app.ts';

const { app, orm } = await createTestApp();

describe('sign-up and the terms', () => {
  it('records the sign-up form’s consent as agreement to the terms and privacy versions current at sign-up', async () => {
    const before = await orm.em.getConnection().execute<{ agree_type: string; version: number }[]>(
      'select distinct on (agree_type) agree_type, version from term_version where published_at <= now() order by agree_type, version desc',
    );
    const member = await signUpMember(app);
    const agreed = await orm.em
      .getConnection()
      .execute<{ agree_type: string; version: number }[]>(
        'select v.agree_type, v.version from term_agreement a join term_version v on v.id = a.term_id where a.user_id = ? order by v.agree_type',
        [member.userId],
      );
    expect(agreed.map((row) => row.agree_type).sort()).toEqual(['privacy', 'terms']);
    for (const current of before) expect(agreed.find((row) => row.agree_type === current.agree_type)!.version).toBeGreaterThanOrEqual(current.version);
  });
});
