import { lazyRouteComponent } from '@tanstack/react-router';

/** The 404 page, in its own chunk: hardly anyone meets it, so the entry does not carry it. */
export const NotFoundPage = lazyRouteComponent(
  () => import('../features/shell/not-found.tsx'),
  'NotFoundPage',
);
