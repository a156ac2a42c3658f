import { NavLink, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n.tsx';
import type { Deck } from './types.ts';

type DeckPickerProps = { decks: Deck[]; selected: number | null; onSelect: (deckNumber: number) => void };

/** §2 sidebar deck list ('Deck {number} {name}'); a select on phones. */
export function DeckPicker({ decks, selected, onSelect }: DeckPickerProps) {
  const t = useT().deckMaps;
  const viewport = useRef<HTMLDivElement>(null);
  // The list scrolls so the filters below stay in reach; keep the chosen deck in view.
  useEffect(() => {
    if (selected === null) return;
    viewport.current?.querySelector('[data-active]')?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  const label = (deck: Deck) => `${interpolate(t.deck, { number: deck.deckNumber })} ${deck.deckName}`;

  return (
    <>
      <Select
        hiddenFrom="md"
        label={t.chooseDeck}
        placeholder={t.chooseDeck}
        data={decks.map((deck) => ({ value: String(deck.deckNumber), label: label(deck) }))}
        value={selected === null ? null : String(selected)}
        onChange={(value) => value && onSelect(Number(value))}
        allowDeselect={false}
        searchable
        comboboxProps={{ withinPortal: true }}
        data-testid="deck-select"
      />
      <ScrollArea.Autosize
        mah={selected === null ? undefined : 340}
        viewportRef={viewport}
        visibleFrom="md"
        type="auto"
      >
        <Stack gap={2} component="nav" aria-label={t.decks} data-testid="deck-list">
          {decks.map((deck) => (
            <NavLink
              key={deck.id}
              component="button"
              type="button"
              onClick={() => onSelect(deck.deckNumber)}
              active={deck.deckNumber === selected}
              aria-current={deck.deckNumber === selected ? 'true' : undefined}
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              label={
                <Text size="sm" span>
                  <Text span fw={700}>
                    {interpolate(t.deck, { number: deck.deckNumber })}
                  </Text>{' '}
                  {deck.deckName}
                </Text>
              }
              data-testid="deck-item"
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </>
  );
}
