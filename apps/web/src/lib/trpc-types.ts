import type { AppRouter } from '@marsa/trpc';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

/** What every procedure returns, by path: `RouterOutputs['admin']['departments']['list']`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
/** What every procedure takes, by path: `RouterInputs['admin']['departments']['create']`. */
export type RouterInputs = inferRouterInputs<AppRouter>;

type AdminOutputs = RouterOutputs['admin'];
type GuestOutputs = RouterOutputs['guest'];
type ListsOf<T> = { [K in keyof T]: T[K] extends { list: readonly unknown[] } ? K : never }[keyof T];

/** One row of an admin list procedure: `AdminRow<'departments'>` is a department as the admin sees it. */
export type AdminRow<K extends ListsOf<AdminOutputs>> = AdminOutputs[K] extends {
  list: readonly (infer Row)[];
}
  ? Row
  : never;

/** One row of a guest list procedure: `GuestRow<'dining'>` is a restaurant as a guest sees it. */
export type GuestRow<K extends ListsOf<GuestOutputs>> = GuestOutputs[K] extends {
  list: readonly (infer Row)[];
}
  ? Row
  : never;
