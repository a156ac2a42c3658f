import { Alert, Group, Loader, Radio, SimpleGrid, Text } from '@mantine/core';
import { formatTime } from '@marsa/i18n';
import { IconCalendarX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { FEW_SPOTS, spotsLeftLabel } from './spots-left.ts';
import type { FreeSlot } from './types.ts';

type SlotPickerProps = {
  slots: FreeSlot[] | undefined;
  isPending: boolean;
  isError: boolean;
  value: string;
  onChange: (time: string) => void;
  error?: ReactNode;
};

/** The free times of the chosen date as selectable cards, each with the spots still open. */
export function SlotPicker({ slots, isPending, isError, value, onChange, error }: SlotPickerProps) {
  const { lang, t } = useLanguage();
  const text = t.bookings.reserve;

  if (isPending) {
    return (
      <Group gap="xs" c="dimmed" py="sm">
        <Loader size="xs" />
        <Text size="sm">{text.checking}</Text>
      </Group>
    );
  }
  if (isError || !slots) return <Alert color="red" variant="light" title={text.slotsFailed} />;
  if (slots.length === 0) {
    return (
      <Alert color="yellow" variant="light" icon={<IconCalendarX size={18} />} data-testid="no-slots">
        {text.noSlots}
      </Alert>
    );
  }

  return (
    <Radio.Group value={value} onChange={onChange} label={text.time} withAsterisk error={error}>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt={6} data-testid="slot-options">
        {slots.map((slot) => (
          <Radio.Card
            key={slot.time}
            value={slot.time}
            radius="md"
            p="xs"
            data-testid="slot-option"
            data-time={slot.time}
            style={
              value === slot.time
                ? {
                    borderColor: 'var(--mantine-primary-color-filled)',
                    background: 'var(--mantine-primary-color-light)',
                  }
                : undefined
            }
          >
            <Group gap={8} wrap="nowrap">
              <Radio.Indicator size="xs" />
              <div>
                <Text fw={600} size="sm">
                  {formatTime(slot.time, lang)}
                </Text>
                <Text size="xs" c={slot.availableSpots <= FEW_SPOTS ? 'orange.8' : 'dimmed'}>
                  {spotsLeftLabel(slot.availableSpots, t)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
