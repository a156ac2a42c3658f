import { authRouter } from './domains/auth/router.ts';
import { adminRouter } from './routers/admin.ts';
import { guestRouter } from './routers/guest.ts';
import { createCallerFactory, router } from './trpc.ts';

export const appRouter = router({
  auth: authRouter,
  guest: guestRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
