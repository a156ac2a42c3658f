import type { Hono } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';

export type AppEnv = { Variables: RequestIdVariables & { clientAddress: string } };
export type App = Hono<AppEnv>;
