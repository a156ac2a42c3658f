import { TRPCError } from '@trpc/server';

export type FieldErrors = Record<string, string[]>;
type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

/**
 * The one error type services throw. Its code is a tRPC code, so tRPC's own table
 * (`getHTTPStatusCodeFromError`) is the single place codes become HTTP statuses.
 */
export class AppError extends TRPCError {
  readonly fieldErrors: FieldErrors | undefined;
  /** For 429: seconds until the caller may try again (sent as Retry-After). */
  retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, fieldErrors?: FieldErrors) {
    super({ code, message });
    this.fieldErrors = fieldErrors;
  }
}

/** The Retry-After seconds an error asks for, if any (REST, tRPC and the chat route send it). */
export const retryAfterOf = (error: unknown): number | undefined =>
  error instanceof AppError ? error.retryAfterSeconds : undefined;

export const badRequest = (message: string, fieldErrors?: FieldErrors) =>
  new AppError('BAD_REQUEST', message, fieldErrors);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string, fieldErrors?: FieldErrors) =>
  new AppError('CONFLICT', message, fieldErrors);
export const unauthorized = (message = 'User not authenticated') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You need admin privileges to access this page.') =>
  new AppError('FORBIDDEN', message);
export const tooManyRequests = (message: string, retryAfterSeconds = 60) => {
  const error = new AppError('TOO_MANY_REQUESTS', message);
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
};
export const payloadTooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);
export const serviceUnavailable = (message: string) => new AppError('SERVICE_UNAVAILABLE', message);

/** What the client sees of an unexpected failure: no SQL, stack or parameters, only a reference. */
export const internalErrorMessage = (requestId: string | undefined) =>
  `Something went wrong. Please try again.${requestId ? ` (Reference: ${requestId})` : ''}`;

/** An unexpected failure (a raw database error, a bug), as opposed to an AppError written for the user. */
export const isInternalError = (error: TRPCError): boolean =>
  !(error instanceof AppError) &&
  (error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'SERVICE_UNAVAILABLE');

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
