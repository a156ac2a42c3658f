import { AppShell, Burger, Button, Group, NavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { OfflineBanner } from '../../pwa/offline-banner.tsx';
import { BrandMark } from './brand.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import type { NavItem } from './nav-items.tsx';
import { useSignOut } from './use-sign-out.ts';

type AppFrameProps = {
  navbarWidth: number;
  /** The sidebar's test id ('guest-sidebar', 'admin-sidebar'). */
  sidebarTestId: string;
  /** Shown after the brand in the header (the admin panel's title). */
  headerExtra?: ReactNode;
  /** The sidebar's sections; `closeMenu` closes the phone menu after a choice. */
  children: (closeMenu: () => void) => ReactNode;
};

/** §2 shell of both audiences: header with the menu button, brand and language, a sidebar, the page. */
export function AppFrame({ navbarWidth, sidebarTestId, headerExtra, children }: AppFrameProps) {
  const [opened, { toggle, close }] = useDisclosure();
  const t = useT();
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: navbarWidth, breakpoint: 'md', collapsed: { mobile: !opened } }}
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
              data-testid="nav-burger"
            />
            <BrandMark />
            {headerExtra}
          </Group>
          <LanguageToggle />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" data-testid={sidebarTestId}>
        {children(close)}
      </AppShell.Navbar>
      <AppShell.Main>
        <OfflineBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

/** A sidebar link, current only on its own page ('/admin' and '/' are prefixes of every other page). */
export function ShellNavLink({ item, onClick }: { item: NavItem; onClick: () => void }) {
  const { pathname } = useLocation();
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={item.label}
      description={item.hint}
      leftSection={item.icon}
      active={pathname === item.to}
      activeOptions={{ exact: true }}
      onClick={onClick}
    />
  );
}

/** Sign out (§2): with `pendingLabel`, the button says it while signing out; without, it spins. */
export function SignOutButton({ label, pendingLabel }: { label: string; pendingLabel?: string }) {
  const signOut = useSignOut();
  const isPending = signOut.isPending;
  return (
    <Button
      fullWidth
      variant="light"
      color="red"
      leftSection={<IconLogout size={16} />}
      onClick={() => signOut.mutate()}
      disabled={pendingLabel ? isPending : undefined}
      loading={pendingLabel ? undefined : isPending}
    >
      {isPending && pendingLabel ? pendingLabel : label}
    </Button>
  );
}
