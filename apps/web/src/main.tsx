import { DirectionProvider, MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '@marsa/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { useAfterLoad } from './lib/after-load.ts';
import { loadMessages } from './lib/catalogs.ts';
import { loadFirstData } from './lib/first-data.ts';
import { LanguageProvider, savedLanguage } from './lib/i18n.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { createTrpcClient, TRPCProvider } from './lib/trpc.ts';
import { TOAST_LIMIT } from './lib/ui-constants.ts';
import { NotFoundPage } from './routes/-not-found.ts';
import { routeTree } from './routeTree.gen.ts';

/** The toast host (with its transitions) loads once the page has loaded; toasts queue until then. */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

const router = createRouter({ routeTree, defaultNotFoundComponent: NotFoundPage, defaultPreload: 'intent' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();

function App() {
  const initialDirection = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  const isLoaded = useAfterLoad();
  return (
    <DirectionProvider initialDirection={initialDirection} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {isLoaded ? (
          <Suspense>
            <Notifications limit={TOAST_LIMIT} position="top-center" />
          </Suspense>
        ) : null}
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <LanguageProvider>
              <RouterProvider router={router} />
            </LanguageProvider>
          </TRPCProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render is a transition, so React renders it in slices that let the browser breathe
// (a phone's CPU otherwise sits in one long task while the whole shell mounts); the splash stays
// on screen until it is done.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
// The stylesheets come first, so nothing renders unstyled; a saved Arabic choice loads its
// catalog, so the page never flashes English; and the first screen's data, so it mounts at once.
Promise.all([
  import('./styles.ts'),
  loadMessages(savedLanguage()),
  loadFirstData(queryClient, trpcClient, window.location.pathname),
]).then(render, render);
