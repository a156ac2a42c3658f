import { Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Recommendations } from '@marsa/trpc/schemas';
import { EmptyState, LoadError, PageHeader } from '@marsa/ui';
import { IconUserCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { PersonalizationHero } from './personalization-hero.tsx';
import { PreferencesDialog } from './preferences-dialog.tsx';
import { ActivityCard, RestaurantCard, SpaServiceCard } from './recommendation-cards.tsx';
import { hasAnyRecommendation } from './view.ts';

/** /recommendations (§2): personal restaurant, spa and activity picks, and the preferences dialog. */
export function RecommendationsPage() {
  const trpc = useTRPC();
  const { lang, t } = useLanguage();
  const texts = t.recommendations;
  const query = useQuery(trpc.guest.recommendations.list.queryOptions({ lang }));
  const [isEditing, editor] = useDisclosure(false);

  return (
    <>
      <PageHeader title={texts.pageTitle} subtitle={texts.pageSubtitle} />
      {query.isPending ? (
        <Center py={64} data-testid="recommendations-loading">
          <Stack align="center" gap="sm">
            <Loader />
            <Text c="dimmed">{texts.loading}</Text>
          </Stack>
        </Center>
      ) : query.isError ? (
        <LoadError title={texts.loadFailed} retryLabel={texts.retry} onRetry={() => query.refetch()} />
      ) : (
        <>
          <PersonalizationHero score={query.data.personalizationScore} onEdit={editor.open} />
          <RecommendationSections data={query.data} onSetPreferences={editor.open} />
        </>
      )}
      <PreferencesDialog opened={isEditing} onClose={editor.close} />
    </>
  );
}

function RecommendationSections({
  data,
  onSetPreferences,
}: {
  data: Recommendations;
  onSetPreferences: () => void;
}) {
  const texts = useLanguage().t.recommendations;
  if (!hasAnyRecommendation(data)) {
    return (
      <EmptyState
        icon={<IconUserCircle />}
        title={texts.empty.title}
        description={texts.empty.body}
        action={
          <Button onClick={onSetPreferences} data-testid="set-preferences">
            {texts.empty.action}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap={40}>
      <Section
        title={texts.sections.restaurants}
        count={data.restaurants.length}
        testId="restaurants-section"
      >
        {data.restaurants.map((restaurant) => (
          <RestaurantCard key={restaurant.id} restaurant={restaurant} />
        ))}
      </Section>
      <Section title={texts.sections.spaServices} count={data.spaServices.length} testId="spa-section">
        {data.spaServices.map((service) => (
          <SpaServiceCard key={service.id} service={service} />
        ))}
      </Section>
      <Section title={texts.sections.activities} count={data.activities.length} testId="activities-section">
        {data.activities.map((activity) => (
          <ActivityCard key={activity.id} activity={activity} />
        ))}
      </Section>
    </Stack>
  );
}

function Section({
  title,
  count,
  testId,
  children,
}: {
  title: string;
  count: number;
  testId: string;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <section data-testid={testId}>
      <Group mb="md">
        <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
          {title}
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {children}
      </SimpleGrid>
    </section>
  );
}
