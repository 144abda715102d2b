import { describe, expect, it } from 'vitest';
import { signUpMember } from '../../platform/testing/members.ts';
import { createTestApp } from '../../platform/testing/test-app.ts';

const { app } = await createTestApp();

describe('sign-up and the terms', () => {
  it('records the sign-up form’s consent as agreement to the current terms and privacy policy', async () => {
    const member = await signUpMember(app);
    const body = (await (await member.get('/api/v1/initialize/')).json()) as { term: unknown; user: { isAgreedTerms: boolean; isAgreedPrivacy: boolean } };
    expect(body.term).toBeNull();
    expect(body.user).toMatchObject({ isAgreedTerms: true, isAgreedPrivacy: true });
  });
});
