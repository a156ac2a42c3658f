import { initTRPC } from '@trpc/server';
import { ZodError, z } from 'zod';
import type { Context } from './context.ts';
import {
  AppError,
  forbidden,
  internalErrorMessage,
  isInternalError,
  retryAfterOf,
  unauthorized,
} from './errors.ts';

const t = initTRPC.context<Context>().create({
  /** The one place tRPC errors take their wire shape; unexpected ones become a generic message + request id. */
  errorFormatter({ shape, error, ctx }) {
    const requestId = ctx?.requestId ?? null;
    if (isInternalError(error)) {
      return {
        ...shape,
        message: internalErrorMessage(ctx?.requestId),
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          requestId,
          fieldErrors: null,
        },
      };
    }
    const fieldErrors =
      error.cause instanceof ZodError
        ? z.flattenError(error.cause).fieldErrors
        : error instanceof AppError
          ? error.fieldErrors
          : undefined;
    const message = error.cause instanceof ZodError ? validationMessage(error.cause) : shape.message;
    return {
      ...shape,
      message,
      data: {
        ...shape.data,
        stack: undefined,
        requestId,
        fieldErrors: fieldErrors ?? null,
        retryAfterSeconds: retryAfterOf(error) ?? null,
      },
    };
  },
});

/** A readable one-line summary of a validation failure, e.g. "email: Please enter a valid email address". */
function validationMessage(error: ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Invalid input';
  const field = first.path.join('.');
  return field ? `${field}: ${first.message}` : first.message;
}

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

/** Anyone may call: sign-in, registration and the current-user probe. */
export const publicProcedure = t.procedure;

/** Signed-in guests and admins; anonymous callers get 401 'User not authenticated'. */
export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw unauthorized();
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/** Admin staff only; anonymous callers get 401, signed-in guests 403. */
export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw forbidden();
  return next({ ctx });
});
