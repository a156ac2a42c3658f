import { localized } from '@marsa/i18n';
import { CardGrid, PageHeader } from '@marsa/ui';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useScrollToHash } from '../../lib/use-hash-target.ts';
import { BookingDialog, useBookingDialog } from '../bookings/booking-dialog.tsx';
import { GuestListStates } from '../shell/guest-list-states.tsx';
import { RestaurantCard } from './restaurant-card.tsx';

/** /dining: the ship's restaurants, each with a Reserve flow that books a table. */
export function DiningPage() {
  const { lang, t: texts } = useLanguage();
  const t = texts.dining;
  const trpc = useTRPC();
  const list = useQuery(trpc.guest.dining.list.queryOptions());
  useScrollToHash(list.isSuccess);
  const reserve = useBookingDialog();

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <GuestListStates query={list} texts={t} emptyIcon={<IconToolsKitchen2 />}>
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
      </GuestListStates>
      <BookingDialog {...reserve.props} name="reserve" />
    </>
  );
}
