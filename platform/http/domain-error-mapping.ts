import type { DomainError } from '../errors/domain-error.ts';
import type { ApiError } from './api-error.ts';

/** One module's domain errors as the API answers them (see `createApi`'s `domainErrors`). */
export type DomainErrorMapping = {
  /** The answer for an error of the module's class, undefined for anything else. */
  toApiError(error: unknown): ApiError | undefined;
};

type ErrorClass<E> = abstract new (...args: never[]) => E;

/**
 * Maps every code of a module's error class to the ApiError it answers with: status, label, level and
 * the Japanese message. The table must name every code (a missing one is a type error); an error of
 * another class is left to the next mapping.
 */
export function mapDomainErrors<E extends DomainError>(
  errorClass: ErrorClass<E>,
  answers: { readonly [C in E['code']]: (error: E & { readonly code: C }) => ApiError },
): DomainErrorMapping {
  return {
    toApiError(error) {
      if (!(error instanceof errorClass)) return undefined;
      const answer = answers[error.code as E['code']] as ((error: E) => ApiError) | undefined;
      return answer?.(error);
    },
  };
}
