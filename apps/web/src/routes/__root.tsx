import { createRootRoute, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { NotFoundPage } from './-not-found.ts';

/** Service worker registration and its update prompt load after the first paint. */
const UpdatePrompt = lazy(() => import('../pwa/update-prompt.tsx'));

function Root() {
  return (
    <>
      <Outlet />
      <Suspense>
        <UpdatePrompt />
      </Suspense>
    </>
  );
}

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: NotFoundPage,
});
