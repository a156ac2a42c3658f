import { SHIP_FIGURES } from '@marsa/db/constants';
import { invalidateSession, invalidateUserSessions } from '../../auth/session.ts';
import { authedProcedure, publicProcedure, router } from '../../trpc.ts';
import { changePasswordInputSchema, loginInputSchema, registerInputSchema } from './schema.ts';
import { changePassword, loginUser, registerUser } from './service.ts';

export const authRouter = router({
  /** Anyone: the brand and ship figures the login page advertises (§1). */
  config: publicProcedure.query(({ ctx }) => ({ brandName: ctx.config.brandName, figures: SHIP_FIGURES })),

  /** Anyone: the signed-in user, or null. */
  me: publicProcedure.query(({ ctx }) => ctx.user),

  /** Anyone: creates a guest account and signs it in (409 when the username is taken). */
  register: publicProcedure.input(registerInputSchema).mutation(async ({ ctx, input }) => {
    const { user, token, expiresAt } = await registerUser(ctx.db, input);
    ctx.setSessionCookie(token, expiresAt);
    return user;
  }),

  /** Anyone: signs in (401 on bad credentials, 429 after repeated failures). */
  login: publicProcedure.input(loginInputSchema).mutation(async ({ ctx, input }) => {
    const { user, token, expiresAt } = await loginUser(ctx.db, input, ctx.clientAddress);
    ctx.setSessionCookie(token, expiresAt);
    return user;
  }),

  /** Anyone: ends the current session on the server, if any, and always clears the cookie. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
    ctx.clearSessionCookie();
    return { success: true };
  }),

  /** Signed-in users: 'sign out everywhere' — ends every session of the account, this one included. */
  logoutAll: authedProcedure.mutation(async ({ ctx }) => {
    const signedOutSessions = await invalidateUserSessions(ctx.db, ctx.user.id);
    ctx.clearSessionCookie();
    return { success: true, signedOutSessions };
  }),

  /** Signed-in users: changes the password (current one required) and ends every other session. */
  changePassword: authedProcedure.input(changePasswordInputSchema).mutation(({ ctx, input }) =>
    changePassword(ctx.db, {
      userId: ctx.user.id,
      sessionId: ctx.session.id,
      clientAddress: ctx.clientAddress,
      input,
    }),
  ),
});
