import { Button, Grid, Group, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { EmptyState, ListStates, PageHeader } from '@marsa/ui';
import { IconBrain, IconDatabaseImport, IconMessageQuestion, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { LearningDetail } from './learning-detail.tsx';
import { LearningList } from './learning-list.tsx';
import { countByFilter, filterLearnings, LEARNING_FILTERS, type LearningFilter } from './learnings-filter.ts';
import { useLearningMutations } from './use-learning-mutations.ts';

const isFilter = (value: string | null): value is LearningFilter =>
  LEARNING_FILTERS.some((filter) => filter === value);

/** /admin/ai-learnings (§2, §4): search, tabs, the scrolling list and the detail panel with edit. */
export function LearningsPage() {
  const l = useT().adminLearnings;
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.aiLearnings.list.queryOptions());
  const { migrate } = useLearningMutations();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<LearningFilter>('all');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const detailRef = useRef<HTMLDivElement>(null);

  const all = list.data ?? [];
  const shown = useMemo(() => filterLearnings(all, search, filter), [all, search, filter]);
  const counts = useMemo(() => countByFilter(all, search), [all, search]);
  const selected = all.find((learning) => learning.id === selectedId) ?? null;

  // §2: offered only while there are no learnings at all.
  const importConversations = (
    <Stack gap={4} align="center">
      <Button
        leftSection={<IconDatabaseImport size={18} />}
        loading={migrate.isPending}
        onClick={() => migrate.mutate()}
        data-testid="import-conversations"
      >
        {l.importConversations}
      </Button>
      <Text size="xs" c="dimmed">
        {l.importHint}
      </Text>
    </Stack>
  );

  const select = (id: number) => {
    setSelectedId(id);
    // On a phone the panel sits under the list: bring it into view.
    requestAnimationFrame(() => detailRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }));
  };

  return (
    <Stack gap="md">
      <PageHeader title={l.title} subtitle={l.subtitle} />
      <ListStates
        query={list}
        texts={l}
        loading={<LearningsSkeleton />}
        empty={
          <EmptyState
            icon={<IconBrain />}
            title={l.empty.title}
            description={l.empty.body}
            action={importConversations}
          />
        }
      >
        {() => (
          <>
            <TextInput
              aria-label={l.searchLabel}
              placeholder={l.searchPlaceholder}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              data-testid="learning-search"
            />
            <Tabs value={filter} onChange={(value) => isFilter(value) && setFilter(value)}>
              <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
                {LEARNING_FILTERS.map((key) => (
                  <Tabs.Tab
                    key={key}
                    value={key}
                    style={{ flexShrink: 0 }}
                    rightSection={
                      <Text size="xs" c="dimmed">
                        {counts[key]}
                      </Text>
                    }
                  >
                    {l.tabs[key]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            <Text size="sm" c="dimmed" data-testid="learning-total">
              {interpolate(l.total, { shown: shown.length, total: all.length })}
            </Text>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 5 }}>
                {shown.length === 0 ? (
                  <EmptyState
                    icon={<IconSearch />}
                    title={l.noMatches.title}
                    description={l.noMatches.body}
                  />
                ) : (
                  <LearningList
                    learnings={shown}
                    selectedId={selectedId}
                    onSelect={(learning) => select(learning.id)}
                  />
                )}
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }} ref={detailRef}>
                {selected ? (
                  <LearningDetail key={selected.id} learning={selected} />
                ) : (
                  <EmptyState
                    icon={<IconMessageQuestion />}
                    title={l.selectPrompt.title}
                    description={l.selectPrompt.body}
                  />
                )}
              </Grid.Col>
            </Grid>
          </>
        )}
      </ListStates>
    </Stack>
  );
}

/** The search, tabs, list and detail panel while the learnings load. */
function LearningsSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="learnings-loading">
      <Skeleton height={36} />
      <Group gap="md">
        {[80, 90, 100, 90].map((width, index) => (
          <Skeleton key={index} height={28} width={width} />
        ))}
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton height="24rem" radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton height="18rem" radius="lg" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
