import { createFileRoute } from '@tanstack/react-router';
import { DeckMapsPage } from '../../features/admin-deck-maps/deck-maps-page.tsx';

type DeckMapsSearch = { deck?: number };

export const Route = createFileRoute('/admin/deck-maps')({
  // The selected deck lives in the address (?deck=<id>) so a reload or a shared link keeps it.
  validateSearch: (search: Record<string, unknown>): DeckMapsSearch => {
    const deck = Number(search.deck);
    return Number.isInteger(deck) && deck > 0 ? { deck } : {};
  },
  component: DeckMapsPage,
});
