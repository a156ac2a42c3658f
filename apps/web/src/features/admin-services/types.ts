import type { AppRouter } from '@marsa/trpc';
import type { inferRouterOutputs } from '@trpc/server';

type AdminOutputs = inferRouterOutputs<AppRouter>['admin'];

export type Restaurant = AdminOutputs['restaurants']['list'][number];
export type SpaService = AdminOutputs['spa']['list'][number];
export type ServiceKind = 'restaurant' | 'spa';
