import { csrfHeaders } from './http/csrf.ts';
import { handleError } from './http/error-catalogue.ts';
import { apiClient } from './http/index.ts';

/** Spec §4: logout posts, then the page reloads (a guarded member page then sends the visitor to /signin/). */
export async function logout(reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    await apiClient.api.v1.logout.index.$post(undefined, { headers: await csrfHeaders() });
    reload();
  } catch (error) {
    handleError(error);
  }
}
