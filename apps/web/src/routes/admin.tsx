import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../features/shell/admin-layout.tsx';
import { RequireAdmin } from '../features/shell/guards.tsx';

export const Route = createFileRoute('/admin')({
  component: () => <RequireAdmin>{(user) => <AdminLayout user={user} />}</RequireAdmin>,
});
