import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { config, locales, type ZodType } from 'zod';
import { ApiError, messages } from './api-error.ts';

// The errors' own messages are read too (a form shows them): zod's Japanese wording, not its English (decision 054).
config(locales.ja());

/** zod validation whose failures become a 400 in the project's error shape. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const errors = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      throw new ApiError(400, { content: messages.invalidInput, label: 'string', level: 'warning' }, errors);
    }
  });
}
