import type { AppRouter } from '@marsa/trpc';
import type { inferRouterOutputs } from '@trpc/server';

type AdminOutputs = inferRouterOutputs<AppRouter>['admin'];
export type DeckMap = AdminOutputs['deckMaps']['list'][number];
export type DeckVenue = AdminOutputs['deckVenues']['list'][number];
