import { Button, Group, Stack } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import type { SpaBookingHint } from '@marsa/trpc/schemas';
import { ImageCarousel, type ImageCarouselLabels, RichText } from '@marsa/ui';
import { useMemo } from 'react';
import { useT } from '../../lib/i18n.tsx';
import type { ChatBooking } from './chat-booking-dialog.tsx';
import type { ContentView } from './message-view.ts';
import { ProposalCard } from './proposal-card.tsx';
import { RestaurantCards } from './restaurant-cards.tsx';
import { SpaConfirmationCard } from './spa-confirmation-card.tsx';
import { SpaServiceCards } from './spa-service-cards.tsx';
import { TypingDots } from './typing-indicator.tsx';
import { BOLD_NAMES } from './venue-names.ts';

type AssistantContentProps = {
  view: ContentView;
  isStreaming?: boolean;
  spaHint?: SpaBookingHint;
  onSuggestion: (text: string) => void;
  onBook: (booking: ChatBooking) => void;
  /** The conversation's latest message: a proposal there can still be confirmed or changed. */
  isLatest?: boolean;
};

/** The body of an assistant message: rich text, a picture reply, or the cards of §3. */
export function AssistantContent({
  view,
  isStreaming = false,
  spaHint,
  onSuggestion,
  onBook,
  isLatest = false,
}: AssistantContentProps) {
  const t = useT().concierge;
  const labels = useMemo<ImageCarouselLabels>(
    () => ({
      previous: t.gallery.previous,
      next: t.gallery.next,
      image: (index, total) => interpolate(t.gallery.image, { index, total }),
    }),
    [t],
  );

  switch (view.kind) {
    case 'pending':
      return <TypingDots />;
    case 'text':
      return <RichText text={view.text} names={BOLD_NAMES} isStreaming={isStreaming} />;
    case 'rich':
      return (
        <Stack gap="sm">
          <ImageCarousel images={view.images} caption={view.caption} labels={labels} />
          <RichText text={view.text} names={BOLD_NAMES} />
        </Stack>
      );
    case 'welcome':
      return (
        <Stack gap="sm" data-testid="welcome-message">
          <RichText text={view.text} names={BOLD_NAMES} />
          <Group gap={6}>
            {view.suggestions.map((suggestion) => (
              <Button
                key={suggestion}
                size="compact-sm"
                radius="xl"
                variant="light"
                onClick={() => onSuggestion(suggestion)}
              >
                {suggestion}
              </Button>
            ))}
          </Group>
        </Stack>
      );
    case 'restaurants':
      return (
        <Stack gap="sm">
          <RichText text={view.text} names={BOLD_NAMES} />
          <RestaurantCards date={view.date} restaurants={view.restaurants} onBook={onBook} />
        </Stack>
      );
    case 'spa_services':
      return (
        <Stack gap="sm">
          <RichText text={view.text} names={BOLD_NAMES} />
          <SpaServiceCards date={view.date} services={view.services} hint={spaHint} onBook={onBook} />
        </Stack>
      );
    case 'spa_confirmation':
      return <SpaConfirmationCard text={view.text} booking={view.booking} names={BOLD_NAMES} />;
    case 'action_proposal':
      return (
        <ProposalCard
          text={view.text}
          proposal={view.proposal}
          names={BOLD_NAMES}
          isLatest={isLatest}
          onAnswer={onSuggestion}
        />
      );
  }
}
