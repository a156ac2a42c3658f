import type { AppRouter } from '@marsa/trpc';
import type { inferRouterOutputs } from '@trpc/server';

export type Restaurant = inferRouterOutputs<AppRouter>['guest']['dining']['list'][number];
