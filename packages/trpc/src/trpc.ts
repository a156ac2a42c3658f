import { initTRPC } from '@trpc/server';
import type { Context } from './context.ts';
import { forbidden, retryAfterOf, toErrorBody, unauthorized } from './errors.ts';

const t = initTRPC.context<Context>().create({
  /** The one place tRPC errors take their wire shape; unexpected ones become a generic message + request id. */
  errorFormatter({ shape, error, ctx }) {
    const requestId = ctx?.requestId ?? null;
    const { body, internal } = toErrorBody(error, ctx?.requestId);
    const { message, code: errorCode, params, fieldErrors, fieldIssues } = body;
    return {
      ...shape,
      message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        requestId,
        /** The stable code of the `errors` catalogs and its params: what the client translates. */
        errorCode,
        params,
        fieldErrors: fieldErrors ?? null,
        fieldIssues: fieldIssues ?? null,
        retryAfterSeconds: internal ? null : (retryAfterOf(error) ?? null),
      },
    };
  },
});

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
