import type { AppRouter } from '@marsa/trpc';
import type { inferRouterOutputs } from '@trpc/server';

export type Department = inferRouterOutputs<AppRouter>['admin']['departments']['list'][number];
