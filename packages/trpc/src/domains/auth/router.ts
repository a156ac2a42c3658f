import { SHIP_FIGURES } from '@marsa/db/constants';
import { invalidateSession } from '../../auth/session.ts';
import { publicProcedure, router } from '../../trpc.ts';
import { loginInputSchema, registerInputSchema } from './schema.ts';
import { loginUser, registerUser } from './service.ts';

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
    const { user, token, expiresAt } = await loginUser(ctx.db, input);
    ctx.setSessionCookie(token, expiresAt);
    return user;
  }),

  /** Anyone: ends the current session on the server, if any, and always clears the cookie. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
    ctx.clearSessionCookie();
    return { success: true };
  }),
});
