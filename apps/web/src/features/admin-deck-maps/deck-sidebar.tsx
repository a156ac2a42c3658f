import { Badge, Button, Group, NavLink, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { IconPlus, IconStack2 } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';
import type { DeckMap } from './types.ts';

type SidebarProps = {
  decks: DeckMap[];
  venueCounts: ReadonlyMap<number, number>;
  selectedId: number | null;
  onSelect: (deck: DeckMap) => void;
  onAdd: () => void;
};

/** §2 sidebar list of decks with their venue counts; the add-deck button sits on top. */
export function DeckSidebar({ decks, venueCounts, selectedId, onSelect, onAdd }: SidebarProps) {
  const t = useT().adminDecks;
  return (
    <Paper withBorder radius="lg" p="sm" data-testid="deck-sidebar">
      <Stack gap="sm">
        <Group justify="space-between" px={4}>
          <Title order={2} fz="md">
            {t.decks}
          </Title>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={onAdd}>
            {t.addDeck}
          </Button>
        </Group>
        {decks.length === 0 ? (
          <Stack gap={4} p="sm" ta="center">
            <Text fw={600}>{t.noDecks.title}</Text>
            <Text size="sm" c="gray.7">
              {t.noDecks.body}
            </Text>
          </Stack>
        ) : (
          <ScrollArea.Autosize mah={{ base: 260, md: 'calc(100vh - 260px)' }} type="auto" offsetScrollbars>
            <Stack gap={2} component="nav" aria-label={t.decks}>
              {decks.map((deck) => (
                <NavLink
                  key={deck.id}
                  component="button"
                  type="button"
                  active={deck.id === selectedId}
                  onClick={() => onSelect(deck)}
                  label={interpolate(t.deckLabel, { number: deck.deckNumber })}
                  description={deck.deckName}
                  leftSection={<IconStack2 size={18} />}
                  rightSection={
                    <Group gap={4} wrap="nowrap">
                      {deck.isActive ? null : (
                        <Badge size="xs" color="gray" variant="light">
                          {t.inactive}
                        </Badge>
                      )}
                      <Badge
                        size="sm"
                        variant="light"
                        title={interpolate(t.venueCount, { count: venueCounts.get(deck.id) ?? 0 })}
                      >
                        {venueCounts.get(deck.id) ?? 0}
                      </Badge>
                    </Group>
                  }
                  data-testid="deck-item"
                  data-deck-number={deck.deckNumber}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}
