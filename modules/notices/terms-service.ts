import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { agreementFlags } from '#modules/accounts/index.ts';
import { AGREE_TYPES, type AgreeType, type TermSection, type TermView } from './agree-types.ts';
import { TermAgreement } from './entities/term-agreement.ts';
import { TermVersion } from './entities/term-version.ts';
import type { NoticesDb } from './kysely-db.ts';
import { NoticeError } from './notice-errors.ts';

export type AgreementState = { isAgreedTerms: boolean; isAgreedPrivacy: boolean; pending: TermView | null };

export type PublishTermInput = { agreeType: AgreeType; title: string; description: string; sections: (Omit<TermSection, 'textAlign'> & { textAlign?: string })[] };

/** A same-site path (not protocol-relative) or an https URL. */
const SAFE_LINK = /^(\/(?!\/)|https:\/\/)/;

export function toTermView(term: TermVersion): TermView {
  return {
    agreeType: term.agreeType,
    version: term.version,
    title: term.title,
    description: term.description,
    sections: term.sections.map((s) => ({ title: s.title ?? '', content: s.content ?? '', link: s.link ?? '', textAlign: s.textAlign || 'start' })),
    publishedAt: term.publishedAt.toISOString(),
  };
}

/**
 * Versioned terms of use and privacy policy and members' agreements to them. The agreement table is
 * the truth; app_user.is_agreed_terms / is_agreed_privacy are kept in step (set on agreement, cleared
 * for everyone when a new version is published) for code that only has the user row.
 */
export function createTermsService(orm: MikroORM, options: { now?: () => Date; onMemberChange?: (userId?: number) => void } = {}) {
  const now = options.now ?? (() => new Date());
  const changed = options.onMemberChange ?? (() => {});
  /** Records the member's agreement to one version (a second time changes nothing). */
  const agreeTo = (em: EntityManager, userId: number, termId: number) =>
    em.getKysely<NoticesDb>().insertInto('term_agreement').values({ user_id: userId, term_id: termId, agreed_at: now() }).onConflict((oc) => oc.doNothing()).execute();

  /** The current (latest published) version of each type, in AGREE_TYPES order. */
  async function currentVersions(em: EntityManager): Promise<TermVersion[]> {
    const rows = await em.find(TermVersion, { publishedAt: { $lte: now() } }, { orderBy: { agreeType: 'asc', version: 'desc' } });
    const latest = new Map<AgreeType, TermVersion>();
    for (const row of rows) if (!latest.has(row.agreeType)) latest.set(row.agreeType, row);
    return AGREE_TYPES.flatMap((type) => latest.get(type) ?? []);
  }

  async function agreedTermIds(em: EntityManager, userId: number, termIds: number[]): Promise<Set<number>> {
    if (termIds.length === 0) return new Set();
    const rows = await em.find(TermAgreement, { user: userId, term: { $in: termIds } });
    return new Set(rows.map((r) => r.term.id));
  }

  async function agreementState(userId: number): Promise<AgreementState> {
    const em = orm.em.fork();
    const current = await currentVersions(em);
    const agreed = await agreedTermIds(em, userId, current.map((t) => t.id));
    const isAgreed = (type: AgreeType) => {
      const term = current.find((t) => t.agreeType === type);
      // Nothing published yet: there is nothing to agree to.
      return term === undefined || agreed.has(term.id);
    };
    const pending = current.find((t) => !agreed.has(t.id));
    return { isAgreedTerms: isAgreed('terms'), isAgreedPrivacy: isAgreed('privacy'), pending: pending ? toTermView(pending) : null };
  }

  return {
    /** The current version of a type, or null when none is published. */
    async currentTerm(agreeType: AgreeType): Promise<TermView | null> {
      const term = (await currentVersions(orm.em.fork())).find((t) => t.agreeType === agreeType);
      return term ? toTermView(term) : null;
    },

    /** Whether the member agreed to the current versions, and the first term still to agree to (terms of use first). */
    agreementState,

    /**
     * Records the member's agreement to `version` of `agreeType` (idempotent). Only the current
     * version can be agreed to: an older one answers 409, one that does not exist 404.
     * Returns the next term still pending, if any.
     */
    async agree(userId: number, agreeType: AgreeType, version: number): Promise<TermView | null> {
      const em = orm.em.fork();
      const current = (await currentVersions(em)).find((t) => t.agreeType === agreeType);
      if (!current || version > current.version) throw new NoticeError('term-not-found');
      if (version < current.version) {
        const exists = await em.count(TermVersion, { agreeType, version });
        if (exists === 0) throw new NoticeError('term-not-found');
        throw new NoticeError('term-outdated');
      }
      await agreeTo(em, userId, current.id);
      await agreementFlags.set(em, userId, agreeType);
      changed(userId);
      return (await agreementState(userId)).pending;
    },

    /** Agreement to every current version at once (the sign-up form's consent). */
    async agreeToCurrent(userId: number): Promise<void> {
      const em = orm.em.fork();
      for (const term of await currentVersions(em)) {
        await agreeTo(em, userId, term.id);
        await agreementFlags.set(em, userId, term.agreeType);
      }
      changed(userId);
    },

    /**
     * Publishes the next version of a type now: every member must agree again. Returns it.
     * Section links must be site paths or https URLs (they become links in the confirmation modal).
     */
    async publishTerm(input: PublishTermInput): Promise<TermView> {
      const badLink = input.sections.find((s) => s.link !== '' && !SAFE_LINK.test(s.link));
      if (badLink) throw new Error(`Term section link must be a site path or an https URL: ${badLink.link}`);
      const published = await orm.em.fork().transactional(async (em) => {
        const [last] = await em.find(TermVersion, { agreeType: input.agreeType }, { orderBy: { version: 'desc' }, limit: 1 });
        const term = em.create(TermVersion, {
          agreeType: input.agreeType,
          version: (last?.version ?? 0) + 1,
          title: input.title,
          description: input.description,
          sections: input.sections.map((s) => ({ title: s.title, content: s.content, link: s.link, textAlign: s.textAlign ?? 'start' })),
          publishedAt: now(),
        });
        await em.flush();
        await agreementFlags.clearAll(em, input.agreeType);
        return toTermView(term);
      });
      // Every member must agree again.
      changed();
      return published;
    },
  };
}

export type TermsService = ReturnType<typeof createTermsService>;
