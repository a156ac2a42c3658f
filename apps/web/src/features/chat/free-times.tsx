import { Badge, Group, Text } from '@mantine/core';
import { formatDate, formatTime, interpolate } from '@marsa/i18n';
import { useLanguage } from '../../lib/i18n.tsx';

const SHOWN = 4;

/** The first free times of a card's date, then '+N more'; or 'Fully booked'. */
export function FreeTimes({ date, times }: { date: string; times: readonly string[] }) {
  const { lang, t } = useLanguage();
  const cards = t.concierge.cards;
  const day = formatDate(date, lang, 'medium');
  if (times.length === 0) {
    return (
      <Text size="xs" c="gray.7">
        {interpolate(cards.fullyBooked, { date: day })}
      </Text>
    );
  }
  return (
    <div>
      <Text size="xs" c="gray.7" mb={4}>
        {interpolate(cards.freeTimes, { date: day })}
      </Text>
      <Group gap={4}>
        {times.slice(0, SHOWN).map((time) => (
          <Badge key={time} variant="light" color="sea" radius="sm" tt="none" fw={500}>
            {formatTime(time, lang)}
          </Badge>
        ))}
        {times.length > SHOWN ? (
          <Badge variant="outline" color="gray" radius="sm" tt="none" fw={500}>
            {interpolate(cards.moreTimes, { count: times.length - SHOWN })}
          </Badge>
        ) : null}
      </Group>
    </div>
  );
}
