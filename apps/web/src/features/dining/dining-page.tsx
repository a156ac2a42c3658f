import { localized } from '@marsa/i18n';
import { CardGrid, CardGridSkeleton, EmptyState, ListStates, PageHeader } from '@marsa/ui';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { BookingDialog, useBookingDialog } from '../bookings/booking-dialog.tsx';
import { RestaurantCard } from './restaurant-card.tsx';

/** /dining: the ship's restaurants, each with a Reserve flow that books a table. */
export function DiningPage() {
  const { lang, t: texts } = useLanguage();
  const t = texts.dining;
  const trpc = useTRPC();
  const list = useQuery(trpc.guest.dining.list.queryOptions());
  const reserve = useBookingDialog();

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <ListStates
        query={list}
        texts={t}
        loading={<CardGridSkeleton imageHeight={180} label={t.loading} />}
        empty={<EmptyState icon={<IconToolsKitchen2 />} title={t.empty.title} description={t.empty.body} />}
      >
        {(restaurants) => (
          <CardGrid testId="restaurant-list">
            {restaurants.map((restaurant) => (
              <RestaurantCard
                key={restaurant.id}
                restaurant={restaurant}
                onReserve={() =>
                  reserve.open({
                    type: 'restaurant',
                    id: restaurant.id,
                    name: localized(restaurant, 'name', lang),
                  })
                }
              />
            ))}
          </CardGrid>
        )}
      </ListStates>
      <BookingDialog {...reserve.props} name="reserve" />
    </>
  );
}
