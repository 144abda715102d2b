import { ApiError } from '#platform/http/api-error.ts';
import { mapDomainErrors } from '#platform/http/domain-error-mapping.ts';
import { StaffError, type VersionConflictDetails } from './staff-errors.ts';
import { STAFF_MESSAGES } from './staff-messages.ts';

/** A conflict answers 409 with both versions, so that the console can show what the other save stored. */
export class VersionConflictError extends ApiError {
  readonly conflict: VersionConflictDetails;
  constructor(conflict: VersionConflictDetails) {
    super(409, { content: STAFF_MESSAGES.conflict, label: 'modal', level: 'warning' });
    this.conflict = conflict;
  }
  override toJSON() {
    return { ...super.toJSON(), conflict: this.conflict };
  }
}

export const staffErrorMapping = mapDomainErrors(StaffError, {
  'not-staff': () => new ApiError(403, { content: STAFF_MESSAGES.notStaff, label: 'modal', level: 'warning' }),
  'version-conflict': (error) => new VersionConflictError(error.details as VersionConflictDetails),
  'object-busy': () => new ApiError(409, { content: STAFF_MESSAGES.objectBusy, label: 'modal', level: 'warning' }),
  'not-found': () => new ApiError(404, { content: STAFF_MESSAGES.notFound, label: 'notfound', level: 'warning' }),
  'cannot-revert': (error) => new ApiError(409, { content: (error.details as { reason?: string } | undefined)?.reason ?? STAFF_MESSAGES.cannotRevert, label: 'modal', level: 'warning' }),
  'draft-changed': () => new ApiError(409, { content: STAFF_MESSAGES.draftChanged, label: 'modal', level: 'warning' }),
  'draft-closed': () => new ApiError(409, { content: STAFF_MESSAGES.draftClosed, label: 'modal', level: 'warning' }),
  'draft-exists': () => new ApiError(409, { content: STAFF_MESSAGES.draftExists, label: 'modal', level: 'warning' }),
  'publish-time-past': () => new ApiError(400, { content: STAFF_MESSAGES.publishTimePast, label: 'string', level: 'warning' }, [{ path: 'publish_at', message: STAFF_MESSAGES.publishTimePast }]),
  'image-invalid': (error) => new ApiError(400, { content: (error.details as { reason?: string } | undefined)?.reason ?? STAFF_MESSAGES.imageInvalid, label: 'string', level: 'warning' }),
  // The file is an image of an accepted type and size, but its pixels do not decode (a cut or damaged file).
  'image-corrupt': () => new ApiError(422, { content: STAFF_MESSAGES.imageCorrupt, label: 'string', level: 'warning' }),
});
