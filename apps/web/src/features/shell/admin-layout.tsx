import { AppShell, ScrollArea, Text } from '@mantine/core';
import type { PublicUser } from '@marsa/trpc';
import { useT } from '../../lib/i18n.tsx';
import { AppFrame, ShellNavLink, SignOutButton } from './app-frame.tsx';
import { adminNav } from './nav-items.tsx';

/** §2 admin shell: sidebar with descriptions, the admin's name, 'Admin User' and Logout. */
export function AdminLayout({ user }: { user: PublicUser }) {
  const t = useT();
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
            <SignOutButton label={nav.logout} pendingLabel={nav.loggingOut} />
          </AppShell.Section>
        </>
      )}
    </AppFrame>
  );
}
