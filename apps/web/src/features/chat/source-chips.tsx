import { Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLanguage } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import type { StoredMessage } from './types.ts';

type MessageSource = StoredMessage['sources'][number];

type SourceChipsProps = { sources: readonly MessageSource[] | undefined };

const CHIP = { size: 'md', radius: 'xl', variant: 'light', tt: 'none', fw: 500 } as const;

/** The deck a venue is on, for its chip's link to the deck map (loaded only when a venue is cited). */
function useVenueDecks(enabled: boolean): Map<number, number> {
  const trpc = useTRPC();
  const venues = useQuery({ ...trpc.guest.decks.venues.queryOptions({}), enabled });
  const decks = useQuery({ ...trpc.guest.decks.list.queryOptions(), enabled });
  const deckNumbers = new Map((decks.data ?? []).map((deck) => [deck.id, deck.deckNumber]));
  return new Map(
    (venues.data ?? []).flatMap((venue) => {
      const deck = deckNumbers.get(venue.deckMapId);
      return deck === undefined ? [] : [[venue.id, deck] as const];
    }),
  );
}

/** A source's title in the reader's language: the record's Arabic title (read with the message) on an Arabic screen. */
export const sourceTitle = (source: Pick<MessageSource, 'title' | 'titleAr'>, lang: string) =>
  lang === 'ar' && source.titleAr ? source.titleAr : source.title;

function SourceChip({ source, deck }: { source: MessageSource; deck: number | undefined }) {
  const { lang, t: messages } = useLanguage();
  const t = messages.concierge.sources;
  const label = `${t.kinds[source.kind]}: ${sourceTitle(source, lang)}`;
  const chip = (to: string, extra: { hash?: string; search?: Record<string, number> } = {}) => (
    <Badge
      {...CHIP}
      data-testid="source-chip"
      data-kind={source.kind}
      style={{ cursor: 'pointer' }}
      renderRoot={(props) => <Link to={to} {...extra} {...props} />}
    >
      {label}
    </Badge>
  );
  switch (source.kind) {
    case 'knowledge':
      return chip('/faq', { hash: `topic-${source.id}` });
    case 'restaurant':
      return chip('/dining', { hash: `restaurant-${source.id}` });
    case 'activity':
      return chip('/activities', { hash: `activity-${source.id}` });
    case 'excursion':
      return chip('/shore-excursions', { hash: `excursion-${source.id}` });
    case 'port':
      return chip('/itinerary', { hash: `port-${source.id}` });
    case 'booking':
      return chip('/bookings');
    case 'venue':
      return deck === undefined
        ? chip('/deck-maps')
        : chip('/deck-maps', { search: { deck }, hash: `venue-${source.id}` });
    default:
      // A staff correction, a treatment or an offer has no page of its own: the chip names it.
      return (
        <Badge {...CHIP} color="gray" data-testid="source-chip" data-kind={source.kind}>
          {label}
        </Badge>
      );
  }
}

/** The records an answer was built from (issue 9), as chips under the reply; each opens what it names. */
export function SourceChips({ sources }: SourceChipsProps) {
  const t = useLanguage().t.concierge.sources;
  const venueDecks = useVenueDecks(Boolean(sources?.some((source) => source.kind === 'venue')));
  if (!sources?.length) return null;
  return (
    <Group gap={6} mt={6} align="center" data-testid="source-chips">
      <Text size="xs" c="dimmed" aria-hidden>
        {t.label}:
      </Text>
      <Group component="ul" gap={6} aria-label={t.label} m={0} p={0} style={{ listStyle: 'none' }}>
        {sources.map((source) => (
          <li key={`${source.kind}:${source.id}`}>
            <SourceChip
              source={source}
              deck={source.kind === 'venue' ? venueDecks.get(source.id) : undefined}
            />
          </li>
        ))}
      </Group>
    </Group>
  );
}
