import { AppShell, Button, ScrollArea, Text } from '@mantine/core';
import type { PublicUser } from '@marsa/trpc';
import { IconLogout } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';
import { AppFrame, ShellNavLink } from './app-frame.tsx';
import { adminNav } from './nav-items.tsx';
import { useSignOut } from './use-sign-out.ts';

/** §2 admin shell: sidebar with descriptions, the admin's name, 'Admin User' and Logout. */
export function AdminLayout({ user }: { user: PublicUser }) {
  const t = useT();
  const signOut = useSignOut();
  const nav = t.common.adminNav;
  const panelTitle = (
    <Text c="dimmed" visibleFrom="sm">
      {nav.panelTitle}
    </Text>
  );

  return (
    <AppFrame navbarWidth={300} sidebarTestId="admin-sidebar" headerExtra={panelTitle}>
      {(closeMenu) => (
        <>
          <AppShell.Section grow component={ScrollArea}>
            {adminNav(t).map((item) => (
              <ShellNavLink key={item.to} item={item} onClick={closeMenu} />
            ))}
          </AppShell.Section>
          <AppShell.Section pt="md">
            <Text fw={600}>{user.fullName}</Text>
            <Text size="sm" c="dimmed" mb="sm">
              {nav.adminUser}
            </Text>
            <Button
              fullWidth
              variant="light"
              color="red"
              leftSection={<IconLogout size={16} />}
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
            >
              {signOut.isPending ? nav.loggingOut : nav.logout}
            </Button>
          </AppShell.Section>
        </>
      )}
    </AppFrame>
  );
}
