import { lazy, Suspense } from 'react';
import type { StoredMessage } from './types.ts';

const SourceChips = lazy(() =>
  import('./source-chips.tsx').then((module) => ({ default: module.SourceChips })),
);

/** The source chips, loaded with the first answer that has sources (kept out of the chat's first load). */
export function LazySourceChips({ sources }: { sources: StoredMessage['sources'] }) {
  return (
    <Suspense fallback={null}>
      <SourceChips sources={sources} />
    </Suspense>
  );
}
