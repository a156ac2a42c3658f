import type { AppRouter } from '@marsa/trpc';
import type { inferRouterOutputs } from '@trpc/server';

export type AiLearning = inferRouterOutputs<AppRouter>['admin']['aiLearnings']['list'][number];
