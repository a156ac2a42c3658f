import { Button, Chip, CloseButton, Group, Loader, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { interpolate } from '@marsa/i18n';
import { CalloutCard, EmptyState, LoadError, PageHeader } from '@marsa/ui';
import { IconHelpCircle, IconMessageChatbot, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useScrollToHash } from '../../lib/use-hash-target.ts';
import { FaqGroupSection } from './faq-group.tsx';
import { countTopics, faqCategoryLabel, orderFaqGroups, searchTerm } from './faq-view.ts';

const SEARCH_DEBOUNCE_MS = 300;
const ALL = '__all__';

/** /faq: the knowledge topics in the current language, grouped by category and searchable. */
export function FaqPage() {
  const { lang, t } = useLanguage();
  const text = t.faq;
  const trpc = useTRPC();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = searchTerm(debounced);
  const faq = useQuery({
    ...trpc.guest.faq.list.queryOptions({ lang, search }),
    placeholderData: keepPreviousData,
  });
  // A source chip's /faq#topic-12 opens that answer and scrolls to it.
  const target = useScrollToHash(faq.isSuccess);
  const [category, setCategory] = useState(ALL);
  const groups = useMemo(() => orderFaqGroups(faq.data ?? []), [faq.data]);
  // A category chosen before a search that no longer returns it falls back to all.
  const activeCategory = groups.some((group) => group.category === category) ? category : ALL;
  const shown = activeCategory === ALL ? groups : groups.filter((group) => group.category === activeCategory);
  const total = countTopics(faq.data ?? []);
  const askConcierge = (
    <Button component={Link} to="/" leftSection={<IconMessageChatbot size={18} />}>
      {text.concierge.action}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={text.title} subtitle={text.subtitle} />
      <Stack gap={6}>
        <TextInput
          size="md"
          radius="xl"
          aria-label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={
            faq.isFetching && !faq.isPending ? (
              <Loader size={16} />
            ) : query ? (
              <CloseButton aria-label={text.clearSearch} onClick={() => setQuery('')} />
            ) : null
          }
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          maw={640}
          data-testid="faq-search"
        />
        {search && faq.data && !faq.isPlaceholderData ? (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="faq-count">
            {total === 1 ? text.oneResult : interpolate(text.results, { count: total })}
          </Text>
        ) : null}
      </Stack>

      {faq.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={text.loading}>
          <Skeleton h={28} w={200} />
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} h={52} radius="md" />
          ))}
        </Stack>
      ) : faq.isError ? (
        <LoadError title={text.loadFailed} retryLabel={text.retry} onRetry={() => faq.refetch()} />
      ) : faq.data.length === 0 ? (
        search ? (
          <EmptyState
            icon={<IconSearchOff />}
            title={text.noResults.title}
            description={interpolate(text.noResults.body, { query: search })}
            action={
              <Group justify="center">
                <Button variant="default" onClick={() => setQuery('')}>
                  {text.clearSearch}
                </Button>
                {askConcierge}
              </Group>
            }
          />
        ) : (
          <EmptyState
            icon={<IconHelpCircle />}
            title={text.empty.title}
            description={text.empty.body}
            action={askConcierge}
          />
        )
      ) : (
        <Stack
          gap="xl"
          data-testid="faq-groups"
          aria-busy={faq.isPlaceholderData}
          style={{ opacity: faq.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
        >
          {groups.length > 1 ? (
            <Chip.Group multiple={false} value={activeCategory} onChange={setCategory}>
              <Group
                gap="xs"
                role="radiogroup"
                aria-label={text.categoryFilter}
                data-testid="faq-category-filter"
              >
                <Chip value={ALL} variant="light" size="sm">
                  {text.allCategories}
                </Chip>
                {groups.map((group) => (
                  <Chip key={group.category} value={group.category} variant="light" size="sm">
                    {faqCategoryLabel(group.category, text.categories)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          ) : null}
          {shown.map((group) => (
            <FaqGroupSection
              key={group.category}
              group={group}
              label={faqCategoryLabel(group.category, text.categories)}
              search={search ?? ''}
              target={target}
            />
          ))}
        </Stack>
      )}

      <CalloutCard
        icon={<IconMessageChatbot size={22} />}
        title={text.concierge.title}
        body={text.concierge.body}
        action={askConcierge}
        data-testid="faq-concierge"
      />
    </Stack>
  );
}
