import { Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDate, formatMoney, formatTime, localized } from '@marsa/i18n';
import type { ShoreExcursionBooking } from '@marsa/trpc/schemas';
import {
  IconCalendar,
  IconClock,
  IconCurrencyDollar,
  IconHash,
  IconMountain,
  IconUsers,
} from '@tabler/icons-react';
import { useLanguage } from '../../lib/i18n.tsx';
import { CancelExcursionModal } from '../excursions/cancel-excursion-modal.tsx';
import { BookingCardFrame, Fact } from './booking-card.tsx';

type ExcursionEntryCardProps = { booking: ShoreExcursionBooking; date: string | null; time: string | null };

/** A shore excursion in My Bookings, drawn like the other bookings, with cancel while confirmed. */
export function ExcursionEntryCard({ booking, date, time }: ExcursionEntryCardProps) {
  const { lang, t } = useLanguage();
  const text = t.bookings;
  const [isConfirming, confirm] = useDisclosure(false);
  const title = localized(booking.shoreExcursion, 'title', lang);

  return (
    <>
      <BookingCardFrame
        id={booking.id}
        kind="excursion"
        icon={<IconMountain size={22} />}
        iconColor="orange"
        typeLabel={text.types.excursion}
        title={title}
        titleDir="auto"
        status={booking.status}
        onCancel={confirm.open}
        facts={
          <>
            {date ? (
              <Fact
                icon={<IconCalendar size={16} />}
                label={text.date}
                value={formatDate(date, lang)}
                testId="booking-date"
              />
            ) : null}
            <Group grow align="flex-start">
              {time ? (
                <Fact icon={<IconClock size={16} />} label={text.time} value={formatTime(time, lang)} />
              ) : null}
              <Fact
                icon={<IconUsers size={16} />}
                label={text.participants}
                value={String(booking.participants)}
              />
            </Group>
            <Group grow align="flex-start">
              <Fact
                icon={<IconCurrencyDollar size={16} />}
                label={text.total}
                value={formatMoney(booking.totalPrice, 'USD', lang)}
              />
              <Fact
                icon={<IconHash size={16} />}
                label={text.reference}
                value={`E-${String(booking.id).padStart(6, '0')}`}
                testId="booking-reference"
              />
            </Group>
          </>
        }
      />
      <CancelExcursionModal
        bookingId={booking.id}
        title={title}
        opened={isConfirming}
        onClose={confirm.close}
      />
    </>
  );
}
