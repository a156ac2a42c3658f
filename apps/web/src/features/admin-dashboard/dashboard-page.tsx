import { Grid, Stack } from '@mantine/core';
import { LoadError, PageHeader } from '@marsa/ui';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { QuickActions, RecentActivity } from './activity-and-tips.tsx';
import { CountCards } from './count-cards.tsx';
import { RequestCounts } from './request-counts.tsx';

/** /admin (§2): live counts of the ship's content, the static status card, activity and tips. */
export function DashboardPage() {
  const d = useT().adminDashboard;
  const trpc = useTRPC();
  const counts = useQuery(trpc.admin.dashboard.counts.queryOptions());

  return (
    <Stack gap="lg">
      <PageHeader title={d.title} subtitle={d.subtitle} />
      {counts.isError ? (
        <LoadError title={d.loadFailed} retryLabel={d.retry} onRetry={() => counts.refetch()} />
      ) : null}
      <CountCards counts={counts.data} failed={counts.isError} />
      <RequestCounts />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <RecentActivity />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <QuickActions />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
