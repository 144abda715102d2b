import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ServerMessage } from './server-message.ts';

export type { ServerMessage };

export type FieldProblem = { path: string; message: string };

export type ApiFailure = { success: false; message: ServerMessage; errors?: FieldProblem[] };

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly serverMessage: ServerMessage;
  readonly errors?: FieldProblem[];
  /** Response headers that go with the failure (e.g. Retry-After on a 429). */
  readonly headers?: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: Partial<ServerMessage> & { content: string },
    errors?: FieldProblem[],
    headers?: Record<string, string>,
  ) {
    super(message.content);
    this.status = status;
    this.serverMessage = { label: 'modal', level: 'error', ...message };
    this.errors = errors;
    this.headers = headers;
  }

  toJSON(): ApiFailure {
    return { success: false, message: this.serverMessage, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

export const messages = {
  invalidInput: '入力内容に誤りがあります。',
  notFound: 'お探しのページは見つかりませんでした。',
  serverError: 'サーバーでエラーが発生しました。時間をおいて再度お試しください。',
  methodNotAllowed: 'この操作は許可されていません。',
  unavailable: 'ただいまサービスを利用できません。しばらくしてから再度お試しください。',
  payloadTooLarge: '送信されたデータが大きすぎます。内容を短くして再度お試しください。',
  controlCharacters: '使用できない文字が含まれています。',
} as const;
