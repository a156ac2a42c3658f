import type { AppRouter } from '@marsa/trpc';
import type { inferRouterOutputs } from '@trpc/server';

export type Port = inferRouterOutputs<AppRouter>['admin']['itinerary']['list'][number];
