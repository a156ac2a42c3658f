import { type ErrorParams, errorText } from '@marsa/i18n';
import { fieldErrors } from '@marsa/i18n/en/field-errors';

/** A code of what the shared schemas say about a field (`fieldErrors` of `@marsa/i18n`). */
export type FieldErrorCode = keyof typeof fieldErrors;

/**
 * Words a schema issue by code: its message is the code's English text (the §5 wording, what the
 * server sends as `message`), and the code with its params rides in the issue's `params`, so the
 * server puts the code on the wire and the browser shows the issue in the guest's language
 * (`codedIssue` of `@marsa/i18n` reads it back). For zod error maps that choose between codes.
 */
export function coded(issue: object, code: FieldErrorCode, params: ErrorParams = {}): string {
  const raw = issue as { params?: Record<string, unknown> };
  raw.params = { ...raw.params, errorCode: code, errorParams: params };
  return errorText(fieldErrors, code, params);
}

/** A zod `error` option by code: `.min(1, say('service.name_required'))`. */
export const say = (code: FieldErrorCode, params?: ErrorParams) => ({
  error: (issue: object) => coded(issue, code, params),
});

/** An issue for `ctx.addIssue`, worded by code. */
export const codedCustomIssue = (code: FieldErrorCode, path: PropertyKey[], params: ErrorParams = {}) => ({
  code: 'custom' as const,
  path,
  message: errorText(fieldErrors, code, params),
  params: { errorCode: code, errorParams: params },
});
