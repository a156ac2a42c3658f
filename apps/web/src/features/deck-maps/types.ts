import type { AppRouter } from '@marsa/trpc';
import type { inferRouterOutputs } from '@trpc/server';

type Decks = inferRouterOutputs<AppRouter>['guest']['decks'];
export type Deck = Decks['list'][number];
export type Venue = Decks['venues'][number];
