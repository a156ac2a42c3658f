import type { AppRouter } from '@marsa/trpc';
import type { inferRouterOutputs } from '@trpc/server';

export type Activity = inferRouterOutputs<AppRouter>['guest']['activities']['list'][number];
