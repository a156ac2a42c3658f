import { Chip, Group, Stack, Text } from '@mantine/core';
import { localized } from '@marsa/i18n';
import { CardGrid, PageHeader } from '@marsa/ui';
import { IconBallFootball } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useScrollToHash } from '../../lib/use-hash-target.ts';
import { BookingDialog, useBookingDialog } from '../bookings/booking-dialog.tsx';
import { GuestListStates } from '../shell/guest-list-states.tsx';
import { ActivityCard } from './activity-card.tsx';
import { ALL, activityCategories, filterByCategory } from './activity-view.ts';

/** /activities: everything on board by category, with session booking where an activity takes bookings. */
export function ActivitiesPage() {
  const { lang, t: texts } = useLanguage();
  const t = texts.activities;
  const labels: Record<string, string> = t.categories;
  const trpc = useTRPC();
  const list = useQuery(trpc.guest.activities.list.queryOptions());
  useScrollToHash(list.isSuccess);
  const reserve = useBookingDialog();
  const [category, setCategory] = useState(ALL);
  const categories = useMemo(() => activityCategories(list.data ?? []), [list.data]);
  const shown = useMemo(() => filterByCategory(list.data ?? [], category), [list.data, category]);

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <GuestListStates query={list} texts={t} emptyIcon={<IconBallFootball />}>
        {() => (
          <Stack gap="lg">
            <Chip.Group multiple={false} value={category} onChange={setCategory}>
              <Group gap="xs" role="radiogroup" aria-label={t.filterLabel} data-testid="activity-filters">
                {[ALL, ...categories].map((value) => (
                  <Chip key={value} value={value} variant="light">
                    {value === ALL ? t.all : (labels[value] ?? value)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {shown.length === 0 ? (
              <Text c="dimmed">{t.noMatch}</Text>
            ) : (
              <CardGrid testId="activity-list">
                {shown.map((activity) => (
                  <ActivityCard
                    key={activity.id}
                    activity={activity}
                    onBook={() =>
                      reserve.open({
                        type: 'activity',
                        id: activity.id,
                        name: localized(activity, 'name', lang),
                      })
                    }
                  />
                ))}
              </CardGrid>
            )}
          </Stack>
        )}
      </GuestListStates>
      <BookingDialog {...reserve.props} name="reserve" />
    </>
  );
}
