export type { PublicUser } from './auth/public-user.ts';
export { type Context, type ContextDeps, createContext, type ServerConfig } from './context.ts';
export { ensureAdmin } from './domains/auth/service.ts';
export { AppError } from './errors.ts';
export { type AppRouter, appRouter, type Caller, createCaller } from './router.ts';
