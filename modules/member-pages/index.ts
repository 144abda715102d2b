export * from './client.ts';
export { createMemberPageState, MEMBER_WRITE_COOKIE, memberWriteCookie, memberWriteMark, type MemberPageStateDeps, type MemberPageStateService, type MemberIdentity } from './member-page-state.ts';
export { memberStateRouter, memberStateQuery } from './member-state-router.ts';
