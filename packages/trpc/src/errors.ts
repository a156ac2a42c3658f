import {
  codedIssue,
  type ErrorCode,
  type ErrorParams,
  errorText,
  type FieldIssue,
  type WireError,
} from '@marsa/i18n';
import { errors as englishErrors } from '@marsa/i18n/en';
import { TRPCError } from '@trpc/server';

export type FieldErrors = Record<string, string[]>;
export type { ErrorCode, ErrorParams, FieldIssue, WireError } from '@marsa/i18n';

type FieldIssues = Record<string, FieldIssue[]>;
type TrpcCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

/** The English text of an error code (what the server sends as `message`). */
export const englishError = (code: ErrorCode, params: ErrorParams = {}): string =>
  errorText(englishErrors, code, params);

/** Extra parts of an AppError: the field it concerns (its own code becomes that field's error), or field issues. */
type Detail = { field?: string; fields?: FieldIssues };

/**
 * The one error type services throw: a stable code of the `errors` catalogs with its params (the
 * English message is built from them). Its tRPC code is what tRPC's own table
 * (`getHTTPStatusCodeFromError`) turns into the HTTP status, in one place.
 */
export class AppError extends TRPCError {
  readonly errorCode: ErrorCode;
  readonly params: ErrorParams;
  readonly fieldIssues: FieldIssues | undefined;
  /** For 429: seconds until the caller may try again (sent as Retry-After). */
  retryAfterSeconds: number | undefined;

  constructor(trpcCode: TrpcCode, code: ErrorCode, params: ErrorParams = {}, detail: Detail = {}) {
    super({ code: trpcCode, message: englishError(code, params) });
    this.errorCode = code;
    this.params = params;
    this.fieldIssues = detail.field ? { [detail.field]: [{ code, params }] } : detail.fields;
  }

  /** The field errors in English, `{ field: [message] }` (what §7 clients read). */
  get fieldErrors(): FieldErrors | undefined {
    if (!this.fieldIssues) return undefined;
    return Object.fromEntries(
      Object.entries(this.fieldIssues).map(([field, issues]) => [
        field,
        issues.map((issue) => englishError(issue.code, issue.params)),
      ]),
    );
  }
}

/** The Retry-After seconds an error asks for, if any (REST, tRPC and the chat route send it). */
export const retryAfterOf = (error: unknown): number | undefined =>
  error instanceof AppError ? error.retryAfterSeconds : undefined;

export const badRequest = (code: ErrorCode, params?: ErrorParams, detail?: Detail) =>
  new AppError('BAD_REQUEST', code, params, detail);
export const notFound = (code: ErrorCode = 'request.not_found', params?: ErrorParams, detail?: Detail) =>
  new AppError('NOT_FOUND', code, params, detail);
export const conflict = (code: ErrorCode, params?: ErrorParams, detail?: Detail) =>
  new AppError('CONFLICT', code, params, detail);
export const unauthorized = (code: ErrorCode = 'auth.not_authenticated') =>
  new AppError('UNAUTHORIZED', code);
export const forbidden = (code: ErrorCode = 'auth.forbidden') => new AppError('FORBIDDEN', code);
export const tooManyRequests = (code: ErrorCode, params?: ErrorParams, retryAfterSeconds = 60) => {
  const error = new AppError('TOO_MANY_REQUESTS', code, params);
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
};
export const payloadTooLarge = (code: ErrorCode, params?: ErrorParams) =>
  new AppError('PAYLOAD_TOO_LARGE', code, params);
export const unsupportedMediaType = (code: ErrorCode, params?: ErrorParams) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', code, params);
export const serviceUnavailable = (code: ErrorCode, params?: ErrorParams) =>
  new AppError('SERVICE_UNAVAILABLE', code, params);

type Issue = { path: PropertyKey[]; message: string; params?: unknown };
const isIssueList = (value: unknown): value is { issues: Issue[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { issues?: unknown }).issues);

/**
 * A failed validation (zod's issues) as the one AppError every transport sends: 400, the first
 * issue as the message ('field: reason'), every issue as a field error under its dotted path
 * ('_' for the input itself), by the code the shared schema gave it (`say`). tRPC's formatter, the REST adapter and the chat route all use it.
 */
export function validationError(error: { issues: Issue[] }): AppError {
  const fields: FieldIssues = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] = [...(fields[key] ?? []), codedIssue(issue, englishErrors)];
  }
  const first = error.issues[0];
  const field = first?.path.map(String).join('.');
  const reason = first?.message ?? 'Invalid input';
  return field
    ? new AppError('BAD_REQUEST', 'validation.field', { field, reason }, { fields })
    : new AppError('BAD_REQUEST', 'validation.invalid', { reason }, { fields });
}

/** An error body for a code, for answers written outside tRPC and the REST table (404 paths, limits). */
export const wireError = (code: ErrorCode, params: ErrorParams = {}): WireError => ({
  message: englishError(code, params),
  code,
  params,
});

/** What the client sees of an unexpected failure: no SQL, stack or parameters, only a reference. */
export const internalError = (requestId: string | undefined): WireError =>
  requestId
    ? {
        code: 'server.internal_reference',
        params: { reference: requestId },
        message: englishError('server.internal_reference', { reference: requestId }),
      }
    : { code: 'server.internal', params: {}, message: englishError('server.internal') };

export const internalErrorMessage = (requestId: string | undefined) => internalError(requestId).message;

/** An unexpected failure (a raw database error, a bug), as opposed to an AppError written for the user. */
export const isInternalError = (error: TRPCError): boolean =>
  !(error instanceof AppError) &&
  (error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'SERVICE_UNAVAILABLE');

/** The error body every transport sends (in tRPC's `data`; the REST and chat route JSON). */
export type ErrorBody = WireError & {
  fieldErrors?: FieldErrors;
  fieldIssues?: FieldIssues;
  requestId?: string | null;
};

/**
 * The one formatter of errors for the wire: an AppError keeps its code, params and field errors;
 * a validation failure (zod's issues, or a TRPCError caused by them) becomes `validationError`;
 * another TRPCError of tRPC's own (a missing procedure) keeps its message as 'request.failed';
 * anything else is internal: no details, only the request id (`internal` tells the caller to log it).
 */
export function toErrorBody(error: unknown, requestId?: string): { body: ErrorBody; internal: boolean } {
  const app =
    error instanceof AppError
      ? error
      : error instanceof TRPCError && isIssueList(error.cause)
        ? validationError(error.cause)
        : isIssueList(error)
          ? validationError(error)
          : undefined;
  if (app) {
    const fieldErrors = app.fieldErrors;
    return {
      body: {
        message: app.message,
        code: app.errorCode,
        params: app.params,
        ...(fieldErrors ? { fieldErrors, ...(app.fieldIssues ? { fieldIssues: app.fieldIssues } : {}) } : {}),
      },
      internal: false,
    };
  }
  if (error instanceof TRPCError && !isInternalError(error)) {
    return {
      body: { message: error.message, code: 'request.failed', params: { reason: error.message } },
      internal: false,
    };
  }
  return { body: { ...internalError(requestId), requestId: requestId ?? null }, internal: true };
}

/**
 * An unexpected error as one log line: the message and its causes, with a failed query's
 * parameters left out (they can hold password hashes, session ids or a guest's words).
 */
export function loggableError(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const message = current instanceof Error ? current.message : String(current);
    lines.push(message.replace(/\nparams:[\s\S]*$/, ''));
    const stack =
      current instanceof Error && depth === 0 ? current.stack?.split('\n').slice(1, 4) : undefined;
    if (stack) lines.push(...stack);
    current = current instanceof Error ? current.cause : undefined;
  }
  return lines.join('\n  ');
}

/** True when a database error is a unique-constraint violation (PostgreSQL 23505), on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23505';
}

/** True when a database error is a foreign-key violation (PostgreSQL 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23503';
}

function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^\d{5}$|^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
