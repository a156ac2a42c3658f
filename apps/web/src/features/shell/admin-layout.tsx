import { AppShell, Burger, Button, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { PublicUser } from '@marsa/trpc';
import { IconLogout } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { useT } from '../../lib/i18n.tsx';
import { OfflineBanner } from '../../pwa/offline-banner.tsx';
import { BrandMark } from './brand.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import { adminNav } from './nav-items.tsx';
import { useSignOut } from './use-sign-out.ts';

/** §2 admin shell: sidebar with descriptions, the admin's name, 'Admin User' and Logout. */
export function AdminLayout({ user }: { user: PublicUser }) {
  const [opened, { toggle, close }] = useDisclosure();
  const t = useT();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const nav = t.common.adminNav;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 300, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t.common.nav.openMenu}
            />
            <BrandMark />
            <Text c="dimmed" visibleFrom="sm">
              {nav.panelTitle}
            </Text>
          </Group>
          <LanguageToggle />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" data-testid="admin-sidebar">
        <AppShell.Section grow component={ScrollArea}>
          {adminNav(t).map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              description={item.hint}
              leftSection={item.icon}
              active={pathname === item.to}
              // Only the page itself is current: '/admin' and '/' are prefixes of every other page.
              activeOptions={{ exact: true }}
              onClick={close}
            />
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
      </AppShell.Navbar>
      <AppShell.Main>
        <OfflineBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
