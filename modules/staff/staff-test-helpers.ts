import type { MikroORM } from '@mikro-orm/postgresql';
import type { Hono } from 'hono';
import { signUpMember, type TestMember } from '#platform/testing/members.ts';

/** A test's way to make staff members: signed up through the API, then marked staff before their first request. */
export function staffSignUp(app: Hono, orm: MikroORM): () => Promise<TestMember> {
  return async () => {
    const staff = await signUpMember(app);
    await orm.em.fork().execute('update app_user set is_staff = true where id = ?', [staff.userId]);
    return staff;
  };
}
