import { Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { IconList, IconMap2 } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';
import { ActiveBadge } from '../admin-common/active-badge.tsx';
import { EditDeleteButtons } from '../admin-common/edit-delete-buttons.tsx';
import type { DeckMap, DeckVenue } from './types.ts';
import { VenueList } from './venue-list.tsx';
import { VenueMap } from './venue-map.tsx';

type PanelProps = {
  deck: DeckMap;
  venues: DeckVenue[];
  isDeleting: boolean;
  onEditDeck: () => void;
  onDeleteDeck: () => void;
  onAddVenue: () => void;
  onEditVenue: (venue: DeckVenue) => void;
};

/** The selected deck: its heading and actions, then the Venues and Interactive Map tabs (§2). */
export function DeckPanel({
  deck,
  venues,
  isDeleting,
  onEditDeck,
  onDeleteDeck,
  onAddVenue,
  onEditVenue,
}: PanelProps) {
  const t = useT().adminDecks;
  return (
    <Stack gap="md" data-testid="deck-panel">
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
            <Group gap="xs">
              <Title order={2} fz={{ base: 'lg', sm: 'xl' }} data-testid="deck-title">
                {interpolate(t.deckTitle, { number: deck.deckNumber, name: deck.deckName })}
              </Title>
              <ActiveBadge
                isActive={deck.isActive}
                labels={{ active: t.deckForm.isActive, inactive: t.inactive }}
              />
            </Group>
            {deck.description ? (
              <Text size="sm" c="gray.7" dir="auto">
                {deck.description}
              </Text>
            ) : null}
          </Stack>
          <EditDeleteButtons
            texts={{ edit: t.editDeck, delete: t.deleteDeck }}
            onEdit={onEditDeck}
            onDelete={onDeleteDeck}
            isDeleting={isDeleting}
          />
        </Group>
      </Paper>
      <Tabs defaultValue="venues" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="venues" leftSection={<IconList size={16} />}>
            {t.tabs.venues}
          </Tabs.Tab>
          <Tabs.Tab value="map" leftSection={<IconMap2 size={16} />}>
            {t.tabs.map}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="venues">
          <VenueList venues={venues} onAdd={onAddVenue} onEdit={onEditVenue} />
        </Tabs.Panel>
        <Tabs.Panel value="map">
          <VenueMap deck={deck} venues={venues} onOpenVenue={onEditVenue} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
