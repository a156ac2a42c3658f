import { createRootRoute, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../features/shell/not-found.tsx';

export const Route = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
