import { AppShell, Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import type { PublicUser } from '@marsa/trpc';
import { IconDevicesOff } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';
import { AppFrame, ShellNavLink, SignOutButton } from './app-frame.tsx';
import { guestNav } from './nav-items.tsx';
import { useSignOutEverywhere } from './use-sign-out.ts';

/** §2 guest shell: fixed sidebar (hamburger on small screens), welcome line, sign out, suite card. */
export function GuestLayout({ user }: { user: PublicUser }) {
  const t = useT();
  const signOutEverywhere = useSignOutEverywhere();
  const name = user.fullName || t.common.nav.guestFallback;

  return (
    <AppFrame navbarWidth={288} sidebarTestId="guest-sidebar">
      {(closeMenu) => (
        <>
          <AppShell.Section>
            <Text size="sm" c="dimmed">
              {t.common.nav.welcomeAboard}
            </Text>
            <Text fw={600} data-testid="welcome-name">
              {name}
            </Text>
          </AppShell.Section>
          <AppShell.Section grow my="md" style={{ overflowY: 'auto' }}>
            {guestNav(t).map((group) => (
              <Stack key={group.title} gap={2} mb="md">
                <Text size="xs" tt="uppercase" fw={700} c="dimmed" px="xs">
                  {group.title}
                </Text>
                {group.items.map((item) => (
                  <ShellNavLink key={item.to} item={item} onClick={closeMenu} />
                ))}
              </Stack>
            ))}
          </AppShell.Section>
          <AppShell.Section>
            <Paper withBorder p="sm" radius="md" mb="sm" data-testid="suite-card">
              <Group gap="sm" wrap="nowrap">
                <Avatar color="sea" radius="xl">
                  {name.charAt(0).toUpperCase()}
                </Avatar>
                <div>
                  <Text size="sm" fw={600} lineClamp={1}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {interpolate(t.common.nav.suiteLine, { roomNumber: user.roomNumber, deck: user.deck })}
                  </Text>
                </div>
              </Group>
            </Paper>
            <SignOutButton label={t.common.nav.signOut} />
            <Button
              fullWidth
              mt="xs"
              size="xs"
              variant="subtle"
              color="red.9"
              leftSection={<IconDevicesOff size={14} />}
              onClick={() => signOutEverywhere.mutate()}
              loading={signOutEverywhere.isPending}
              data-testid="sign-out-everywhere"
            >
              {t.common.nav.signOutEverywhere}
            </Button>
          </AppShell.Section>
        </>
      )}
    </AppFrame>
  );
}
