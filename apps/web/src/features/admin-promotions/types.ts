import type { AppRouter } from '@marsa/trpc';
import type { inferRouterOutputs } from '@trpc/server';

export type Promotion = inferRouterOutputs<AppRouter>['admin']['promotions']['list'][number];
