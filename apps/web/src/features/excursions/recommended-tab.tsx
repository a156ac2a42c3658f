import { Badge, Button, Center, Loader, Paper, Text } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { type ExcursionFilters, type ExcursionRecommendation, filterExcursions } from '@marsa/trpc/schemas';
import { EmptyState, LoadError } from '@marsa/ui';
import { IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { type CardActions, ExcursionGrid } from './excursion-grid.tsx';
import { NoExcursionsFound } from './no-excursions-found.tsx';
import { toPercent } from './view.ts';

/** §2 Recommended tab: the engine's excursions with 'N% Match' and 'Why this matches you:'. */
export function RecommendedTab({ filters, ...actions }: CardActions & { filters: ExcursionFilters }) {
  const trpc = useTRPC();
  const { lang, t } = useLanguage();
  const texts = t.excursions.recommended;
  const query = useQuery(trpc.guest.recommendations.excursions.queryOptions({ lang }));
  const all = query.data?.recommendations;
  const { shown, byId } = useMemo(() => {
    const list = all ?? [];
    const ids = new Set(
      filterExcursions(
        list.map((r) => r.excursion),
        filters,
      ).map((e) => e.id),
    );
    return {
      shown: list.filter((r) => ids.has(r.excursion.id)),
      byId: new Map<number, ExcursionRecommendation>(list.map((r) => [r.excursion.id, r])),
    };
  }, [all, filters]);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <LoadError title={texts.loadFailed} retryLabel={t.excursions.retry} onRetry={() => query.refetch()} />
    );
  }
  if (!all?.length) {
    return (
      <EmptyState
        icon={<IconSparkles />}
        title={texts.emptyTitle}
        description={texts.emptyBody}
        action={
          <Button component={Link} to="/recommendations" variant="light">
            {texts.setPreferences}
          </Button>
        }
      />
    );
  }
  if (shown.length === 0) return <NoExcursionsFound />;

  return (
    <ExcursionGrid
      {...actions}
      data-testid="recommended-list"
      excursions={shown.map((r) => r.excursion)}
      decorate={(excursion) => {
        const recommendation = byId.get(excursion.id);
        if (!recommendation) return {};
        return {
          badge: (
            <Badge
              size="lg"
              variant="filled"
              color="sand.8"
              leftSection={<IconSparkles size={14} />}
              data-testid="match-badge"
            >
              {interpolate(texts.match, { percent: toPercent(recommendation.score) })}
            </Badge>
          ),
          children: (
            <Paper bg="var(--mantine-primary-color-light)" p="sm" radius="md" data-testid="match-reason">
              <Text size="sm" fw={600}>
                {texts.why}
              </Text>
              <Text size="sm">{recommendation.reason}</Text>
            </Paper>
          ),
        };
      }}
    />
  );
}
