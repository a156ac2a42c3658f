import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { PublicUser } from '@marsa/trpc';
import { FullPageLoader } from '@marsa/ui';
import { IconLock } from '@tabler/icons-react';
import { Link, Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../lib/auth.ts';
import { useT } from '../../lib/i18n.tsx';

/** §2: a spinner while the session loads, then /auth for visitors without a session. */
export function RequireUser({ children }: { children: (user: PublicUser) => ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const t = useT();
  if (isPending) return <FullPageLoader label={t.common.loading} />;
  if (!user) return <Navigate to="/auth" replace />;
  return <>{children(user)}</>;
}

/** §2: signed-in non-admins see 'Access Denied' on admin routes. */
export function RequireAdmin({ children }: { children: (user: PublicUser) => ReactNode }) {
  return <RequireUser>{(user) => (user.isAdmin ? children(user) : <AccessDenied />)}</RequireUser>;
}

function AccessDenied() {
  const t = useT();
  return (
    <Center h="100vh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" color="red" variant="light">
          <IconLock size={32} />
        </ThemeIcon>
        <Title order={1}>{t.common.guard.accessDenied}</Title>
        <Text c="dimmed">{t.common.guard.needAdmin}</Text>
        <Button component={Link} to="/" variant="light">
          {t.common.guard.backHome}
        </Button>
      </Stack>
    </Center>
  );
}
