import type { AppRouter } from '@marsa/trpc';
import type { inferRouterOutputs } from '@trpc/server';

export type Port = inferRouterOutputs<AppRouter>['guest']['itinerary']['list'][number];
