import { createRootRoute, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useAfterLoad } from '../lib/after-load.ts';
import { NotFoundPage } from './-not-found.ts';

/**
 * Service worker registration and its update prompt load once the page has loaded, so the worker's
 * install (which downloads the precached shell) never competes with the first screen.
 */
const UpdatePrompt = lazy(() => import('../pwa/update-prompt.tsx'));

function Root() {
  const isLoaded = useAfterLoad();
  return (
    <>
      <Outlet />
      {isLoaded ? (
        <Suspense>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </>
  );
}

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: NotFoundPage,
});
