import type { errors } from './en/errors.ts';
import { interpolate } from './format.ts';

/** A stable code of an error the server can send (a key of the `errors` catalogs). */
export type ErrorCode = keyof typeof errors;
/** Structured data an error carries besides its wording (e.g. an import's rejected rows). */
export type ErrorDetail = Readonly<Record<string, unknown>>;
export type ErrorParamValue = string | number | readonly (string | number)[] | readonly ErrorDetail[];
export type ErrorParams = Readonly<Record<string, ErrorParamValue>>;
/** One error on the wire: tRPC's `error.data` and the REST body both carry these (the REST body's `message` is English). */
export type WireError = { code: ErrorCode; params: ErrorParams; message: string };
/** A field's error on the wire. */
export type FieldIssue = { code: ErrorCode; params: ErrorParams };

/** One language's texts of the server's errors (`errors` of '@marsa/i18n/en' or '@marsa/i18n/ar'). */
export type ErrorCatalog = Readonly<Record<ErrorCode, string>>;

export const isErrorCode = (catalog: ErrorCatalog, code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(catalog, code);

export type ErrorTextOptions = {
  /** Localises one value before it is filled in (a date, a time); by default values are used as sent. */
  format?: (key: string, value: string | number) => string;
  /** Joins a list value; ', ' by default (the server's English). */
  separator?: string;
};

/** An error's text in a catalog's language: its template with the params filled in. */
export function errorText<C extends string = ErrorCode>(
  catalog: Readonly<Record<C, string>>,
  code: C,
  params: ErrorParams = {},
  { format = (_key, value) => String(value), separator = ', ' }: ErrorTextOptions = {},
): string {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (!Array.isArray(value)) values[key] = format(key, value as string | number);
    else if (value.every((item) => typeof item === 'string' || typeof item === 'number')) {
      values[key] = (value as readonly (string | number)[]).map((item) => format(key, item)).join(separator);
    }
  }
  return interpolate(catalog[code], values);
}

/** What a schema issue carries besides its English message, in zod's `params` (see `codedIssue`). */
type IssueStamp = { errorCode?: unknown; errorParams?: unknown };

/**
 * The code and params a shared schema gave one of its issues (its English text is the issue's
 * message); an issue the schemas did not code becomes 'validation.invalid' with its message as the reason.
 */
export function codedIssue(issue: { message: string; params?: unknown }, catalog: ErrorCatalog): FieldIssue {
  const stamp = (issue.params ?? {}) as IssueStamp;
  return isErrorCode(catalog, stamp.errorCode)
    ? { code: stamp.errorCode, params: (stamp.errorParams ?? {}) as ErrorParams }
    : { code: 'validation.invalid', params: { reason: issue.message } };
}
