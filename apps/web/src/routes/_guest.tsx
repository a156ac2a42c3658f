import { createFileRoute } from '@tanstack/react-router';
import { RequireUser } from '../features/shell/guards.tsx';
import { GuestLayout } from '../features/shell/guest-layout.tsx';

export const Route = createFileRoute('/_guest')({
  component: () => <RequireUser>{(user) => <GuestLayout user={user} />}</RequireUser>,
});
