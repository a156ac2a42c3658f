import { Box, Container, Grid, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { SHIP_FIGURES } from '@marsa/trpc/schemas';
import { Navigate } from '@tanstack/react-router';
import { useCurrentUser } from '../../lib/auth.ts';
import { useT } from '../../lib/i18n.tsx';
import { OfflineBanner } from '../../pwa/offline-banner.tsx';
import { BrandMark, useBrandName } from '../shell/brand.tsx';
import { LanguageToggle } from '../shell/language-toggle.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

/** /auth: the login and registration tabs beside the ship's figures (§1, §2). */
export function AuthPage() {
  const t = useT();
  const brand = useBrandName();
  // Painted at once, not after the session check: most visitors here are signed out, and a
  // signed-in one is sent on as soon as the check answers.
  const { data: user } = useCurrentUser();
  if (user) return <Navigate to={user.isAdmin ? '/admin' : '/'} replace />;

  const figures = [
    { value: SHIP_FIGURES.diningVenues, label: t.auth.figures.diningVenues },
    { value: SHIP_FIGURES.decks, label: t.auth.figures.decks },
    { value: SHIP_FIGURES.cabins, label: t.auth.figures.cabins },
    { value: SHIP_FIGURES.guests, label: t.auth.figures.guests },
  ];

  return (
    <Box
      mih="100vh"
      bg="linear-gradient(160deg, var(--mantine-color-sea-9), var(--mantine-color-sea-6) 55%, var(--mantine-color-sand-2))"
    >
      <OfflineBanner />
      <Container size="lg" py={{ base: 'md', sm: 48 }}>
        <Group justify="space-between" mb="xl">
          <Paper px="sm" py={6} radius="md">
            <BrandMark />
          </Paper>
          <LanguageToggle size="sm" />
        </Group>
        <Grid gap="xl" align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack c="white" gap="md">
              <Title order={1} fz={{ base: 30, sm: 44 }}>
                {interpolate(t.auth.heroTitle, { brand })}
              </Title>
              <Text fz="lg" opacity={0.9}>
                {t.auth.heroSubtitle}
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="ship-figures">
                {figures.map((figure) => (
                  <Paper key={figure.label} p="sm" radius="md" bg="rgba(255,255,255,0.14)" c="white">
                    <Text fw={700} fz="xl">
                      {figure.value.toLocaleString('en-US')}
                    </Text>
                    <Text size="sm">{figure.label}</Text>
                  </Paper>
                ))}
              </SimpleGrid>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xl">
              <Tabs defaultValue="login" keepMounted={false}>
                <Tabs.List grow mb="lg">
                  <Tabs.Tab value="login">{t.auth.loginTab}</Tabs.Tab>
                  <Tabs.Tab value="register">{t.auth.registerTab}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="login">
                  <LoginForm />
                </Tabs.Panel>
                <Tabs.Panel value="register">
                  <RegisterForm />
                </Tabs.Panel>
              </Tabs>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
