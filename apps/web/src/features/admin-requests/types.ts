import type { AppRouter } from '@marsa/trpc';
import type { inferRouterOutputs } from '@trpc/server';

export type AdminRequest = inferRouterOutputs<AppRouter>['admin']['requests']['list'][number];
