import type { ReactNode } from 'react';
import { CardGridSkeleton } from './card-grid.tsx';
import { LoadError } from './load-error.tsx';

/** The parts of a query result a list screen shows (a TanStack `useQuery` result fits). */
export type ListQuery<T> = {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
};

type ListStatesProps<T> = {
  query: ListQuery<T>;
  /** The failed-load alert's title and its retry button. */
  texts: { loadFailed: ReactNode; retry: ReactNode };
  /** What shows while the list loads; placeholder cards unless given. */
  loading?: ReactNode;
  /** What shows instead of the items when there are none (e.g. an EmptyState with the add button). */
  empty?: ReactNode;
  /** When the loaded data counts as empty; by default, an empty array. */
  isEmpty?: (data: T) => boolean;
  /** Shown above the items and above the empty state once the data is in (e.g. summary figures). */
  summary?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
};

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/** A list's three states before its items: loading, failed (with a retry) and empty. */
export function ListStates<T>({
  query,
  texts,
  loading,
  empty,
  isEmpty = isEmptyArray,
  summary,
  children,
}: ListStatesProps<T>) {
  if (query.isPending) return <>{loading ?? <CardGridSkeleton />}</>;
  if (query.isError || query.data === undefined) {
    return <LoadError title={texts.loadFailed} retryLabel={texts.retry} onRetry={() => query.refetch()} />;
  }
  const data = query.data;
  return (
    <>
      {summary?.(data)}
      {empty !== undefined && isEmpty(data) ? empty : children(data)}
    </>
  );
}
