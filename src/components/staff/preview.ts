import { unstable_getHeaders as getHeaders } from 'waku/server';
import { parsePreviewHeader, PREVIEW_HEADER, type Preview } from '../../server/staff-preview';

/** The staff member's 'as of' preview of this render, if the server set one (decision 058). */
export function currentPreview(): Preview | null {
  return parsePreviewHeader(getHeaders()[PREVIEW_HEADER]);
}
