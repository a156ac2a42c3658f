import { createFileRoute } from '@tanstack/react-router';
import { DeckMapsPage } from '../../features/deck-maps/deck-maps-page.tsx';

type DeckMapsSearch = { deck?: number };

export const Route = createFileRoute('/_guest/deck-maps')({
  // A deck number in the address (/deck-maps?deck=6) opens that deck; anything else opens none.
  validateSearch: (search: Record<string, unknown>): DeckMapsSearch => {
    const deck = Number(search.deck);
    return Number.isInteger(deck) && deck > 0 ? { deck } : {};
  },
  component: DeckMapsPage,
});
