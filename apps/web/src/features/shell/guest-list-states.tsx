import { CardGridSkeleton, EmptyState, type ListQuery, ListStates } from '@marsa/ui';
import type { ReactNode } from 'react';

type GuestListTexts = {
  loading: string;
  loadFailed: string;
  retry: string;
  empty: { title: string; body: string };
};

/** A guest list of picture cards: placeholder cards while it loads, a retry when it fails, the empty state. */
export function GuestListStates<T>(props: {
  query: ListQuery<T>;
  texts: GuestListTexts;
  emptyIcon: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { query, texts, emptyIcon, children } = props;
  return (
    <ListStates
      query={query}
      texts={texts}
      loading={<CardGridSkeleton imageHeight={180} label={texts.loading} />}
      empty={<EmptyState icon={emptyIcon} title={texts.empty.title} description={texts.empty.body} />}
    >
      {children}
    </ListStates>
  );
}
