/**
 * The adult-restricted content flow (spec §4): a visitor is asked to log in; a member gets the
 * persistent adult confirm modal ('登録する' / 'トップページ'); accepting turns the adult setting on
 * (the server then serves the content), cancelling goes back to the top page.
 */
import { openModal, showConfirm } from '../state/modal-store.ts';
import { leavePage } from '../state/page-leave.ts';
import { handleError } from './http/error-catalogue.ts';
import { csrfHeaders } from './http/csrf.ts';
import { apiClient } from './http/index.ts';

export const ADULT_CONFIRM_MESSAGE =
  'この作品には成人向けの表現が含まれます。18歳以上の方は年齢確認のうえ、成人向け作品の表示を登録してください。（18歳未満の方はご利用いただけません）';
export const ADULT_LOGIN_MESSAGE = '成人向け作品の閲覧にはログインと年齢確認が必要です';

export type AdultFlowEnv = {
  /** Where to go after cancelling (the top page) or accepting (reload the same page). */
  navigate: (path: string) => void;
  reload: () => void;
};

const browserEnv: AdultFlowEnv = {
  navigate: (path) => leavePage(path),
  reload: () => window.location.reload(),
};

export async function enableAdultSetting(): Promise<void> {
  await apiClient.api.user.v1.profile['adult-setting'].index.$post(undefined, { headers: await csrfHeaders() });
}

export function requestAdultContent(isLogin: boolean, env: AdultFlowEnv = browserEnv): void {
  if (!isLogin) {
    openModal('login', { message: ADULT_LOGIN_MESSAGE });
    return;
  }
  showConfirm({
    isAdult: true,
    headerMessage: ADULT_CONFIRM_MESSAGE,
    confirmMethod: async () => {
      try {
        await enableAdultSetting();
        env.reload();
      } catch (error) {
        handleError(error);
      }
    },
    cancelMethod: () => env.navigate('/'),
  });
}
